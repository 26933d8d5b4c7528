/* Tessera analytics: page views and custom events without cookies or storage. <script defer src="https://TESSERA/analytics.js" data-space="SPACE"></script> */
/* global document, location, screen, navigator, history, fetch, addEventListener, URL, window */
(function () {
  var s = document.currentScript, space = s && s.getAttribute('data-space');
  if (!space) return;
  var api = (s.getAttribute('data-api') || new URL(s.src).origin) + '/api/v1/spaces/' + encodeURIComponent(space) + '/analytics/events';
  var last = null, ref = document.referrer || null;
  function post(body) {
    body.url = location.origin + location.pathname + location.search;
    body.width = screen.width;
    body = JSON.stringify(body);
    if (navigator.sendBeacon && navigator.sendBeacon(api, body)) return;
    fetch(api, { method: 'POST', body: body, keepalive: true, mode: 'no-cors' });
  }
  function send() {
    var url = location.origin + location.pathname + location.search;
    if (url === last) return;
    post({ referrer: last || ref });
    last = url;
  }
  // tessera('Signup', {plan: 'pro'}): a custom event, not a page view.
  function event(name, props) {
    post({ name: name, props: props });
  }
  function start() {
    var push = history.pushState, q = window.tessera && window.tessera.q || [];
    history.pushState = function () { push.apply(this, arguments); send(); };
    addEventListener('popstate', send);
    send();
    window.tessera = event;
    for (var i = 0; i < q.length; i++) event.apply(null, q[i]);
    // data-tessera-event="Signup" data-tessera-event-plan="pro": an event per click.
    addEventListener('click', function (e) {
      var el = e.target.closest && e.target.closest('[data-tessera-event]'), props = {}, a, m;
      if (!el) return;
      for (i = 0; (a = el.attributes[i]); i++) if ((m = /^data-tessera-event-(.+)/.exec(a.name))) props[m[1]] = a.value;
      event(el.getAttribute('data-tessera-event'), props);
    }, true);
  }
  if (document.visibilityState === 'prerender') document.addEventListener('visibilitychange', function once() { document.removeEventListener('visibilitychange', once); start(); });
  else start();
})();
