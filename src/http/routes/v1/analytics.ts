import fs from 'node:fs';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { Type } from '@fastify/type-provider-typebox';
import { collectBrowserEvent } from '../../../app/analytics/collect-browser-event.ts';
import { loadCrawlerRanges } from '../../../app/analytics/crawler-ranges-file.ts';
import { collectServerEvents } from '../../../app/analytics/collect-server-events.ts';
import { readAnalytics } from '../../../app/analytics/read-analytics.ts';
import { appError } from '../../../domain/errors.ts';
import { EVENT_LIMITS } from '../../../domain/analytics/events.ts';
import { MAX_DAYS, MIN_DAYS } from '../../../domain/analytics/report.ts';
import { CUSTOM_EVENT_LIMITS, MAX_GOALS } from '../../../domain/analytics/visits.ts';
import { createGoal, readGoals, removeGoal } from '../../../app/analytics/goals.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { acceptedCodings, type Coding } from '../../accept-encoding.ts';
import { AnalyticsThrottle } from '../../analytics-throttle.ts';
import { etagMatches } from '../../delivery-cache.ts';
import { actorOf } from '../../plugins/auth.ts';
import { AnalyticsReportSchema } from '../../analytics-schemas.ts';
import { FilterParams } from '../../../present/analytics-filters.ts';
import { Nullable, responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

/**
 * The browser script, read once and compressed once at start-up with brotli and gzip (every
 * page of every site loads it). Each coding is its own representation with its own strong
 * ETag, as RFC 9110 requires of a strong validator.
 */
const SCRIPT = fs.readFileSync(new URL('../../static/analytics.js', import.meta.url));
const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64url').slice(0, 16);
const SCRIPTS: Record<Coding, { body: Buffer; etag: string }> = {
  br: { body: zlib.brotliCompressSync(SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }), etag: `"${SCRIPT_HASH}-br"` },
  gzip: { body: zlib.gzipSync(SCRIPT, { level: 9 }), etag: `"${SCRIPT_HASH}-gz"` },
  identity: { body: SCRIPT, etag: `"${SCRIPT_HASH}"` },
};

const CountSummary = Type.Object({
  page_views: Type.Integer({ description: 'events counted as page views of people', examples: [1] }),
  crawler_visits: Type.Integer({ description: 'events counted as AI crawler visits (verified, or of a crawler whose operator publishes no ranges)', examples: [1] }),
  search_crawler_visits: Type.Integer({ description: 'events counted as search-engine crawler visits (Googlebot, bingbot…: verified, or of an engine that publishes no ranges)', examples: [0] }),
  unverified_crawlers: Type.Integer({ description: "events of crawlers (AI or search engine) claiming a name whose operator publishes address ranges, from an address outside them (or none): reported apart, never as the operator's", examples: [0] }),
  bots_ignored: Type.Integer({ description: 'events of other bots, not counted', examples: [0] }),
  people_ignored: Type.Integer({ description: 'page views of people left out because only_crawlers was sent', examples: [0] }),
  custom_events: Type.Integer({ description: "custom events counted (the browser script's tessera(name, props) or a data-tessera-event element); not page views", examples: [0] }),
});

const BrowserEvent = Type.Object(
  {
    url: Type.String({ maxLength: EVENT_LIMITS.url, description: "the page's absolute URL; its host must be the host of production_url or preview_url", examples: ['https://www.example.com/blog/hello'] }),
    referrer: Type.Optional(Nullable(Type.String({ maxLength: EVENT_LIMITS.url, description: 'document.referrer: the page the visitor came from', examples: ['https://www.google.com/'] }))),
    width: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100000, description: 'screen width in CSS pixels', examples: [1280] }))),
    name: Type.Optional(
      Type.String({ description: `a custom event's name (goals): the event is not a page view. 1 to ${CUSTOM_EVENT_LIMITS.name} characters`, examples: ['Signup'] }),
    ),
    props: Type.Optional(
      // Values are checked by readBrowserEvent, whose refusal names the limits in its fix.
      Type.Record(Type.String(), Type.Unknown(), {
        description: `a custom event's props: at most ${CUSTOM_EVENT_LIMITS.props} names of up to ${CUSTOM_EVENT_LIMITS.propKey} characters, each a string, number or boolean of up to ${CUSTOM_EVENT_LIMITS.propValue} characters`,
        examples: [{ plan: 'pro' }],
      }),
    ),
  },
  { additionalProperties: false },
);

const ServerEvent = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: EVENT_LIMITS.url, description: 'the requested path with its query string, e.g. /blog/hello?utm_source=chatgpt.com', examples: ['/blog/hello?utm_source=chatgpt.com'] }),
    user_agent: Type.String({ maxLength: EVENT_LIMITS.userAgent, description: 'the User-Agent header of the request', examples: ['Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)'] }),
    referrer: Type.Optional(Nullable(Type.String({ maxLength: EVENT_LIMITS.url, description: 'the Referer header of the request', examples: ['https://chatgpt.com/'] }))),
    ip: Type.Optional(Nullable(Type.String({ maxLength: EVENT_LIMITS.address, description: "the visitor's address: hashed into the daily visitor id and looked up for the country, then dropped", examples: ['203.0.113.7'] }))),
    country: Type.Optional(Nullable(Type.String({ maxLength: 2, description: 'two-letter country code when the edge knows it', examples: ['DE'] }))),
    city: Type.Optional(Nullable(Type.String({ maxLength: 100, description: 'city name when the edge knows it', examples: ['Berlin'] }))),
    headers: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 200 }), {
        maxProperties: 20,
        description: 'CDN location headers to read: cf-ipcountry, cf-ipcity, x-vercel-ip-country, x-vercel-ip-city, cloudfront-viewer-country, cloudfront-viewer-city (others are ignored)',
        examples: [{ 'cf-ipcountry': 'DE' }],
      }),
    ),
    at: Type.Optional(Type.String({ format: 'date-time', description: 'when the request was made (default now); at most 24 hours back', examples: ['2026-11-27T07:00:00Z'] })),
  },
  { additionalProperties: false },
);

export default async function analyticsRoutes(app: App): Promise<void> {
  const throttle = new AnalyticsThrottle(app.ctx.config.collectLimits.perAddress, app.ctx.config.collectLimits.perSpace);
  loadCrawlerRanges(app.ctx.config.dataDir, (message) => app.log.warn(message));

  // sendBeacon sends its string body as text/plain (no CORS preflight): read it as JSON here only.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });

  app.get('/analytics.js', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const coding = acceptedCodings(request.headers['accept-encoding'])[0];
    const script = SCRIPTS[coding];
    reply.header('etag', script.etag).header('vary', 'accept-encoding').header('cache-control', 'public, max-age=3600').header('access-control-allow-origin', '*');
    if (etagMatches(request.headers['if-none-match'], script.etag)) return reply.code(304).send();
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply.type('application/javascript; charset=utf-8').send(script.body);
  });

  app.post(
    '/api/v1/spaces/:space_id/analytics/events',
    {
      config: { auth: 'public' },
      bodyLimit: EVENT_LIMITS.browserBodyBytes,
      schema: {
        tags: ['Analytics'],
        operationId: 'collectBrowserEvent',
        summary: 'Count a page view or custom event sent by the analytics script (no key)',
        description:
          'What `/analytics.js` sends with navigator.sendBeacon (text/plain or application/json, up to 4 KB): a page view, or with `name` (and `props`) a custom event for goals. Accepted only when the page URL (and the Origin header, if sent) is on the host of the space\'s production_url or preview_url. No key; limited per visitor address and per space (429). Bots are answered 202 and not counted.',
        security: [],
        params: SpaceParams,
        body: BrowserEvent,
        response: responses({ 202: CountSummary }, [400, 404, 413, 415, 422, 429]),
      },
    },
    async (request, reply) => {
      const wait = throttle.retryAfter(request.params.space_id, request.ip);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw appError('rate_limited', 'Too many analytics events from this address or for this site in the last minute.', {
          fix: `Wait ${wait} seconds. The script sends one event per page view; a loop sending more is not counted.`,
          details: { retry_after: wait },
        });
      }
      if (request.headers.origin) reply.header('access-control-allow-origin', request.headers.origin).header('vary', 'Origin');
      const summary = await collectBrowserEvent(app.ctx, {
        spaceId: request.params.space_id,
        body: request.body,
        origin: request.headers.origin,
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        headers: request.headers,
        now: new Date(),
      });
      return reply.code(202).send(summary);
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/analytics/server_events',
    {
      // The body names visitors' addresses: only a credential kept off the front end may send it.
      config: { auth: 'write' },
      bodyLimit: EVENT_LIMITS.serverBodyBytes,
      schema: {
        tags: ['Analytics'],
        operationId: 'collectServerEvents',
        summary: "Count requests the site's server or edge saw (AI crawlers run no script)",
        description:
          'Send from middleware with a management key (a key that holds `write`; never the delivery key, which is public in front-end code and would let anyone invent visitors): 1 to 100 events per call. AI crawlers are counted per bot, operator and purpose; other bots are ignored; people count as page views (address and user agent are hashed with a daily salt, then dropped). All events are checked before any is stored. Snippets for Next.js, Astro, Express and Cloudflare Workers: docs/analytics.md.',
        params: SpaceParams,
        body: Type.Object(
          {
            events: Type.Array(ServerEvent, { minItems: 1, maxItems: EVENT_LIMITS.serverEvents, description: 'the requests your server or edge saw, 1 to 100 per call' }),
            only_crawlers: Type.Optional(Type.Boolean({ default: false, description: 'count only AI crawlers (the site counts people with the browser script)' })),
          },
          { additionalProperties: false },
        ),
        response: responses({ 202: CountSummary }, [400, 401, 403, 413, 415, 422, 429]),
      },
    },
    async (request, reply) => reply.code(202).send(await collectServerEvents(app.ctx, actorOf(request), request.body.events, new Date(), { onlyCrawlers: request.body.only_crawlers === true })),
  );

  const GoalSchema = Type.Object(
    {
      id: Type.String({ description: 'the goal id', examples: ['01JD7Q2M4W8X9Y0Z1A2B3C4D5E'] }),
      kind: Type.Union([Type.Literal('event'), Type.Literal('page')], { description: '`event`: a custom event name; `page`: page views of a path pattern' }),
      name: Type.String({ description: 'the custom event name, or the path pattern (`*` matches any characters, `/` included)', examples: ['Signup'] }),
      created_at: Type.String({ description: 'when the goal was added', examples: ['2026-11-02T09:30:00.000Z'] }),
    },
    { title: 'AnalyticsGoal' },
  );
  const GoalParams = Type.Object({ space_id: SpaceParams.properties.space_id, goal_id: Type.String({ description: 'the goal id' }) });

  app.get(
    '/api/v1/spaces/:space_id/analytics/goals',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: ['Analytics'],
        operationId: 'listAnalyticsGoals',
        summary: 'The goals the analytics report counts conversions for',
        params: SpaceParams,
        response: responses({ 200: Type.Object({ items: Type.Array(GoalSchema, { description: 'oldest first' }) }) }, [401, 403]),
      },
    },
    async (request) => ({ items: await readGoals(app.ctx.database.db, actorOf(request)) }),
  );

  app.post(
    '/api/v1/spaces/:space_id/analytics/goals',
    {
      config: { auth: 'manage_webhooks' },
      schema: {
        tags: ['Analytics'],
        operationId: 'createAnalyticsGoal',
        summary: 'Add a goal: a custom event name, or a page path pattern',
        description: `At most ${MAX_GOALS} goals per space; each kind and name once. A custom-event goal counts every kept event of that name; a page-view goal counts page views from the oldest raw event still kept (the analytics retention) on. docs/analytics.md "Goals".`,
        params: SpaceParams,
        body: Type.Object(
          {
            kind: Type.Union([Type.Literal('event'), Type.Literal('page')], { description: '`event` for a custom event sent by the script, `page` for page views of a path pattern', examples: ['event'] }),
            name: Type.String({ minLength: 1, maxLength: 512, description: 'the custom event name (up to 64 characters), or a path starting with "/" where `*` matches any characters', examples: ['Signup'] }),
          },
          { additionalProperties: false },
        ),
        response: responses({ 201: GoalSchema }, [400, 401, 403, 422]),
      },
    },
    async (request, reply) => reply.code(201).send(await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => createGoal(uow, request.body))),
  );

  app.delete(
    '/api/v1/spaces/:space_id/analytics/goals/:goal_id',
    {
      config: { auth: 'manage_webhooks' },
      schema: {
        tags: ['Analytics'],
        operationId: 'deleteAnalyticsGoal',
        summary: "Delete a goal (a page-view goal's counts go with it)",
        params: GoalParams,
        response: responses({ 204: Type.Null() }, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => removeGoal(uow, request.params.goal_id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/analytics',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: ['Analytics'],
        operationId: 'getAnalytics',
        summary: 'Visitors, sources, AI assistants and AI crawlers of the last `days` days, or of `from` to `to`',
        description:
          "Read from hourly, daily and monthly rollups, never raw events, in the site's time zone (`time_zone` of the space). Lists are the top 10, most visitors first (crawler lists: most visits first). `timeseries` cuts the range into hours (up to 2 days), days (up to 90), weeks (up to 180) or months; `previous` is the period of the same length just before, `change` each total's change in percent. Filters (page, source, referrer, ai_engine, country, city, device, browser, os, utm_campaign; combinable) narrow every figure and list; a filtered report reads the raw events, so its range must lie within the analytics retention. Item shapes: docs/analytics.md.",
        params: SpaceParams,
        querystring: Type.Object(
          {
            days: Type.Optional(Type.Integer({ minimum: MIN_DAYS, maximum: MAX_DAYS, description: 'the last N days, today included: whole number from 1 to 365; default 30 (without from/to)' })),
            from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'first day (YYYY-MM-DD, in the site time zone), with `to`; instead of `days`', examples: ['2026-10-01'] })),
            to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'last day, included; at most 365 days after `from`', examples: ['2026-10-31'] })),
            ...FilterParams,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: AnalyticsReportSchema }, [400, 401, 403]),
      },
    },
    async (request) => {
      const { days, from, to, ...filters } = request.query;
      return readAnalytics(app.ctx.database.db, actorOf(request), { days, from, to, filters, retentionDays: app.ctx.config.analyticsRetentionDays, now: new Date() });
    },
  );
}
