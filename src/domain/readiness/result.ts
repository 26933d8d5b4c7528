import { CHECK_INFO } from './catalogue.ts';
import type { CheckKey, CheckResult, CheckStatus, Fetched } from './types.ts';

export function result(key: CheckKey, status: CheckStatus, detail: string, askAgent: string | null = null): CheckResult {
  const info = CHECK_INFO[key];
  return { key, title: info.title, status, detail, fix_by: info.fixBy, ask_agent: status === 'pass' ? null : askAgent };
}

/** A page's path for details ("/blog/a"), or the whole URL when it is on another host. */
export function shortUrl(url: string, siteUrl: string): string {
  try {
    const u = new URL(url);
    const site = new URL(siteUrl);
    return u.host === site.host ? `${u.pathname}${u.search}` : url;
  } catch {
    return url;
  }
}

/** "a, b, c and 4 more" */
export function listSome(items: readonly string[], max = 5): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

export function answered(f: Fetched): boolean {
  return f.status !== null;
}

export function ok(f: Fetched): boolean {
  return f.status !== null && f.status >= 200 && f.status < 300;
}

/** What happened to a request, for a detail: "answered 503" or the fetcher's reason. */
export function outcome(f: Fetched): string {
  if (f.status !== null) return `answered ${f.status}`;
  return f.error ?? 'brought no answer';
}

export function isHtml(f: Fetched): boolean {
  if (!ok(f)) return false;
  const type = (f.contentType ?? '').toLowerCase();
  return type.includes('html') || (type === '' && /^\s*<(!doctype html|html)/i.test(f.body));
}
