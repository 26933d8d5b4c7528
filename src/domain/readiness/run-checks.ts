import { assetAltCheck, entryFieldsCheck, entryUrlsCheck } from './content-checks.ts';
import { canonicalCheck, headingsCheck, imageAltCheck, indexingCheck, languageCheck, openGraphCheck, readPages, structuredDataCheck, textCheck, titleCheck } from './page-checks.ts';
import { crawlerAccessCheck, httpsCheck, llmsTxtCheck, robotsCheck, sitemapCheck } from './site-checks.ts';
import { CHECK_KEYS, type CheckResult, type SiteSnapshot, type SpaceFacts } from './types.ts';

export interface ReadinessOutcome {
  passed: number;
  total: number;
  checks: CheckResult[];
}

/** Every check of the readiness record, in the order of CHECK_KEYS (the order the docs list them). */
export function runChecks(site: SiteSnapshot, facts: SpaceFacts): ReadinessOutcome {
  const pages = readPages(site);
  const checks = [
    httpsCheck(site, facts),
    robotsCheck(site),
    crawlerAccessCheck(site),
    llmsTxtCheck(site),
    sitemapCheck(site, facts),
    textCheck(pages),
    titleCheck(pages),
    canonicalCheck(pages, site),
    languageCheck(pages, facts),
    openGraphCheck(pages),
    structuredDataCheck(pages),
    headingsCheck(pages),
    imageAltCheck(pages),
    indexingCheck(pages),
    entryFieldsCheck(facts),
    assetAltCheck(facts),
    entryUrlsCheck(site, facts),
  ].sort((a, b) => CHECK_KEYS.indexOf(a.key) - CHECK_KEYS.indexOf(b.key));
  return { passed: checks.filter((c) => c.status === 'pass').length, total: checks.length, checks };
}

/** SPEC: at most one check a minute per site. */
export const CHECK_INTERVAL_MS = 60_000;

/** When the next check may start, given when the last one started. */
export function nextCheckAt(lastStartedAt: string): string {
  return new Date(Date.parse(lastStartedAt) + CHECK_INTERVAL_MS).toISOString();
}
