/* Tessera analytics: page views without cookies or storage. <script defer src="https://TESSERA/analytics.js" data-space="SPACE"></script> */
/* global document, location, screen, navigator, history, fetch, addEventListener, URL */
(function () {
  var s = document.currentScript, space = s && s.getAttribute('data-space');
  if (!space) return;
  var api = (s.getAttribute('data-api') || new URL(s.src).origin) + '/api/v1/spaces/' + encodeURIComponent(space) + '/analytics/events';
  var last = null, ref = document.referrer || null;
  function send() {
    var url = location.origin + location.pathname + location.search;
    if (url === last) return;
    var body = JSON.stringify({ url: url, referrer: last || ref, width: screen.width });
    last = url;
    if (navigator.sendBeacon && navigator.sendBeacon(api, body)) return;
    fetch(api, { method: 'POST', body: body, keepalive: true, mode: 'no-cors' });
  }
  function start() {
    var push = history.pushState;
    history.pushState = function () { push.apply(this, arguments); send(); };
    addEventListener('popstate', send);
    send();
  }
  if (document.visibilityState === 'prerender') document.addEventListener('visibilitychange', function once() { document.removeEventListener('visibilitychange', once); start(); });
  else start();
})();
