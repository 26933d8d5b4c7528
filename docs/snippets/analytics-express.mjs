// tessera-analytics.mjs: Express middleware that reports the pages it serves to Tessera,
// so AI crawlers (which run no script) are counted. Usage:
//   const analytics = tesseraAnalytics({ baseUrl: process.env.TESSERA_URL, space: 'my-site', managementKey: process.env.TESSERA_MANAGEMENT_KEY });
//   app.set('trust proxy', 1); // behind one proxy or CDN: req.ip is the address it saw (never `true`, which believes the client's own X-Forwarded-For)
//   app.use(analytics);
// The management key stays on the server: never put it in code sent to browsers.
const LOCATION_HEADERS = ['cf-ipcountry', 'cf-ipcity', 'x-vercel-ip-country', 'x-vercel-ip-city', 'cloudfront-viewer-country', 'cloudfront-viewer-city'];

export function tesseraAnalytics({ baseUrl, space, managementKey, onlyCrawlers = true, flushMs = 2000 }) {
  const endpoint = `${baseUrl}/api/v1/spaces/${encodeURIComponent(space)}/analytics/server_events`;
  let queue = [];
  let timer = null;

  // Sends what has gathered (at most 100 events a call); never throws into the site.
  async function flush() {
    clearTimeout(timer);
    timer = null;
    while (queue.length) {
      const events = queue.splice(0, 100);
      await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${managementKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ only_crawlers: onlyCrawlers, events }),
      }).catch(() => {});
    }
  }

  function middleware(req, res, next) {
    // Pages only: skip assets such as /app.js or /logo.png.
    if (req.method === 'GET' && !/\.(?!html?$)[a-z0-9]{1,5}$/i.test(req.path)) {
      const headers = {};
      for (const h of LOCATION_HEADERS) if (req.get(h)) headers[h] = req.get(h);
      queue.push({ path: req.originalUrl, user_agent: req.get('user-agent') ?? '', referrer: req.get('referer') ?? null, ip: req.ip ?? null, headers });
      if (queue.length >= 100) void flush();
      else timer ??= setTimeout(flush, flushMs);
    }
    next();
  }
  middleware.flush = flush;
  return middleware;
}
