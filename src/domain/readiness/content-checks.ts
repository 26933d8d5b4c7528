import { answered, listSome, ok, outcome, result, shortUrl } from './result.ts';
import type { CheckResult, FixBatch, PublishedEntryFacts, SiteSnapshot, SpaceFacts } from './types.ts';

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Most entries named in one `ask_agent`, so the instruction stays readable. */
const MAX_NAMED = 10;

/** Longest description drawn from an entry's text: what search results and assistants show of a meta description. */
export const MAX_DRAWN_DESCRIPTION = 160;
/** Entries one fix batch updates and publishes (two operations each; a batch holds 100). */
export const MAX_BATCH_ENTRIES = 50;

/** "hello-world_2" → "Hello world 2": the title the slug was made from, when that is all there is. */
export function titleFromSlug(slug: string): string | null {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : null;
}

/**
 * A description drawn from the entry's own text: its first sentences that fit in
 * MAX_DRAWN_DESCRIPTION characters, or the first words that do (ending "…"). Markdown marks and
 * line breaks are dropped; null when the text has fewer than 5 words.
 */
export function descriptionFromText(text: string): string | null {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.split(' ').length < 5) return null;
  if (plain.length <= MAX_DRAWN_DESCRIPTION) return plain;
  const sentences = plain.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).trim().length > MAX_DRAWN_DESCRIPTION) break;
    out += sentence;
  }
  if (out.trim()) return out.trim();
  const cut = plain.slice(0, MAX_DRAWN_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}

/**
 * The batch that fixes what it can of the entries' empty fields: an update of each such entry
 * with values drawn from its own content (title from the slug, description from its first long
 * text), then its publishing. Entries with unpublished draft edits are left out (publishing
 * would put those live too), as are fields nothing can be drawn for. `version` makes the batch
 * fail with version_conflict, changing nothing, when an entry changed since the check.
 */
function fieldsFixBatch(entries: readonly PublishedEntryFacts[]): { batch: FixBatch | null; fixed: Set<string> } {
  const operations: FixBatch['operations'] = [];
  const fixed = new Set<string>();
  for (const e of entries) {
    if (fixed.size >= MAX_BATCH_ENTRIES) break;
    if (e.status !== 'published' || e.version === undefined) continue;
    const fields: Record<string, string> = {};
    if (e.titleField && isEmpty(e.title)) {
      const title = e.slug ? titleFromSlug(e.slug) : null;
      if (title) fields[e.titleField] = title;
    }
    const text = (e.bodyTexts ?? []).map(descriptionFromText).find((d) => d !== null);
    for (const d of e.descriptionFields) if (isEmpty(d.value) && text) fields[d.apiId] = text;
    const needed = (e.titleField && isEmpty(e.title) ? 1 : 0) + e.descriptionFields.filter((d) => isEmpty(d.value)).length;
    // Only an entry the batch fixes completely is in it, so applying it resolves what it names.
    if (Object.keys(fields).length === 0 || Object.keys(fields).length < needed) continue;
    operations.push({ op: 'update_entry', id: e.id, version: e.version, fields }, { op: 'publish_entry', id: e.id });
    fixed.add(e.id);
  }
  return { batch: operations.length ? { operations } : null, fixed };
}

export function entryFieldsCheck(facts: SpaceFacts): CheckResult {
  const api = `${facts.apiBaseUrl}/api/v1/spaces/${facts.spaceId}/entries`;
  const noTitle = facts.entries.filter((e) => e.titleField && isEmpty(e.title));
  const noDescription = facts.entries.filter((e) => e.descriptionFields.some((d) => isEmpty(d.value)));
  if (noTitle.length === 0 && noDescription.length === 0) {
    return result('entry_fields', 'pass', `All ${facts.entries.length} published entr${facts.entries.length === 1 ? 'y has' : 'ies have'} a title and description.`);
  }
  const steps = [
    ...noTitle.map((e) => `entry ${e.id} (${e.contentType}): PATCH ${api}/${e.id} with {"fields":{"${e.titleField}":"<a clear, specific title>"}}`),
    ...noDescription.filter((e) => !noTitle.includes(e)).map((e) => {
      const empty = e.descriptionFields.filter((d) => isEmpty(d.value)).map((d) => d.apiId);
      return `entry ${e.id} (${e.contentType}): PATCH ${api}/${e.id} with {"fields":{${empty.map((f) => `"${f}":"<one or two sentences saying what the page offers>"`).join(',')}}}`;
    }),
  ];
  const more = steps.length > MAX_NAMED ? ` (${steps.length - MAX_NAMED} more: list published entries with GET ${api} and fill the same fields)` : '';
  const { batch, fixed } = fieldsFixBatch([...noTitle, ...noDescription.filter((e) => !noTitle.includes(e))]);
  const batchNote = batch
    ? ` For ${fixed.size} of them (${listSome([...fixed], 5)}) fix_batch holds the whole fix, with values drawn from each entry's own slug and text: review the wording with POST ${facts.apiBaseUrl}/api/v1/spaces/${facts.spaceId}/batch?dry_run=true and fix_batch as the body, improve it if you can, then send it without dry_run. Or:`
    : '';
  const ask = `${batchNote} Read each entry first (GET ${api}/{id}) and write from its content, then publish it again (POST ${api}/{id}/publish): ${steps.slice(0, MAX_NAMED).join('; ')}${more}.`.trim();
  const parts = [
    noTitle.length ? `${noTitle.length} published entr${noTitle.length === 1 ? 'y has' : 'ies have'} an empty title (${listSome(noTitle.map((e) => e.id))})` : '',
    noDescription.length ? `${noDescription.length} ha${noDescription.length === 1 ? 's' : 've'} an empty description (${listSome(noDescription.map((e) => `${e.id}: ${e.descriptionFields.filter((d) => isEmpty(d.value)).map((d) => d.apiId).join(', ')}`))})` : '',
  ].filter(Boolean);
  return { ...result('entry_fields', noTitle.length ? 'fail' : 'warn', `${parts.join('; ')}.`, ask), fix_batch: batch };
}

export function assetAltCheck(facts: SpaceFacts): CheckResult {
  const used = new Map<string, string[]>();
  for (const e of facts.entries) for (const id of e.assetIds) used.set(id, [...(used.get(id) ?? []), e.id]);
  const images = facts.assets.filter((a) => used.has(a.id) && a.contentType.startsWith('image/'));
  const lacking = images.filter((a) => isEmpty(a.alt));
  if (lacking.length === 0) return result('asset_alt', 'pass', images.length === 0 ? 'Published entries use no images.' : `All ${images.length} image(s) used by published entries have alt text.`);
  const api = `${facts.apiBaseUrl}/api/v1/spaces/${facts.spaceId}/assets`;
  const steps = lacking.slice(0, MAX_NAMED).map((a) => `PATCH ${api}/${a.id} with {"alt":"<what ${a.filename} shows>"} (file "${a.title}", used by entr${used.get(a.id)!.length === 1 ? 'y' : 'ies'} ${listSome(used.get(a.id)!, 3)})`);
  const more = lacking.length > MAX_NAMED ? ` (${lacking.length - MAX_NAMED} more)` : '';
  return result(
    'asset_alt',
    'fail',
    `${lacking.length} of ${images.length} image(s) used by published entries have no alt text: ${listSome(lacking.map((a) => `${a.id} (${a.filename})`))}.`,
    `Look at each image (its fields.file.url from GET ${api}/{id}) and describe what it shows in one sentence: ${steps.join('; ')}${more}.`,
  );
}

export function entryUrlsCheck(site: SiteSnapshot, facts: SpaceFacts): CheckResult {
  const byUrl = new Map(facts.entries.flatMap((e) => (e.url ? [[e.url, e] as const] : [])));
  const withUrl = byUrl.size;
  if (withUrl === 0) {
    return result('entry_urls', 'warn', 'No published entry has a URL on the live site (no content type has a url_path, or nothing is published), so no entry page could be checked.', `Set url_path on the content types whose entries are pages (PATCH ${facts.apiBaseUrl}/api/v1/spaces/${facts.spaceId}/content_types/{api_id} {"url_path":"/segment/{slug}"}, matching the site's routes) and publish entries.`);
  }
  // Pages read from the sitemap are no entries of ours: only entries' pages are judged here.
  const entryPages = site.pages.filter((f) => byUrl.has(f.url));
  const gone = entryPages.filter((f) => f.status === 404 || f.status === 410);
  const other = entryPages.filter((f) => !ok(f) && !gone.includes(f));
  const sampled = `${entryPages.length} of ${withUrl} published entry URL(s) sampled`;
  if (gone.length > 0) {
    const named = gone.map((f) => ({ f, e: byUrl.get(f.url) }));
    const types = [...new Set(named.flatMap((n) => (n.e ? [n.e.contentType] : [])))];
    return result(
      'entry_urls',
      'fail',
      `${gone.length} published entr${gone.length === 1 ? 'y answers' : 'ies answer'} 404 on the live site: ${listSome(named.map((n) => `${n.e?.id ?? '?'} at ${shortUrl(n.f.url, facts.productionUrl)}`))} (${sampled}).`,
      `These published entries have no page on the live site: ${listSome(named.map((n) => `${n.e?.id ?? '?'} (${n.e?.contentType ?? '?'}) → ${n.f.url}`), MAX_NAMED)}. First check that the url_path of ${types.join(', ')} matches the site's routes (GET ${facts.apiBaseUrl}/api/v1/spaces/${facts.spaceId}/content_types/{api_id}; fix with PATCH … {"url_path": "…"}); if it does, the site was not rebuilt after publishing: trigger the production deploy hook (POST ${facts.apiBaseUrl}/api/v1/spaces/${facts.spaceId}/webhooks/{id}/test).`,
    );
  }
  if (other.length > 0) {
    const what = other.map((f) => `${shortUrl(f.url, facts.productionUrl)} ${outcome(f)}`);
    return result('entry_urls', 'warn', `${other.length} published entry page(s) did not answer normally: ${listSome(what)} (${sampled}).`, `Make these published pages answer 200 on the live site: ${listSome(what, MAX_NAMED)}.${other.some((f) => !answered(f)) ? ' Pages that time out or are too large need to be faster or lighter.' : ''}`);
  }
  return result('entry_urls', 'pass', `All ${entryPages.length} sampled published entry URL(s) answer on the live site (${sampled}).`);
}
