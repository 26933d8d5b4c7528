import type { ContentTypeView } from '../app/content-types/views.ts';
import type { LocaleRow, SpaceRow } from '../db/repos/spaces.ts';
import type { Actor } from '../domain/actor.ts';
import { effectiveAccept } from '../domain/content-model/infer.ts';
import { exampleValue } from '../domain/content-model/examples.ts';
import { activeFields, type FieldDefinition, type FieldType } from '../domain/content-model/types.ts';

/** What to send for each field type (SPEC "Value formats inside an entry's fields"). */
export const FIELD_VALUE_FORMATS: Record<FieldType, string> = {
  symbol: 'short text, up to 256 characters',
  text: 'long text',
  rich_text: 'markdown string (or the block document)',
  integer: 'whole number',
  number: 'number',
  boolean: 'true or false',
  date: '"YYYY-MM-DD", or a date-time with zone like "2026-05-01T09:30:00+02:00" (stored as sent)',
  json: 'any JSON value',
  slug: 'lowercase letters, digits and single hyphens, unique on publish',
  tags: 'list of strings',
  reference: 'the id of an entry',
  references: 'list of entry ids',
  asset: 'the id of an asset (file)',
  assets: 'list of asset ids',
  list: 'list of row objects',
  url: 'full http:// or https:// link',
  email: 'email address',
  color: 'hex color like "#1a2b3c"',
  select: 'one of the options',
  multi_select: 'list of options',
};

/** What each field type takes when it is created (SPEC "Field"), for the modelling section. */
const FIELD_OPTIONS: [string, string][] = [
  ['`symbol`, `text`', 'short (up to 256 characters) and long plain text'],
  ['`rich_text`', 'formatted text; written as markdown, read as JSON blocks, markdown or HTML (`?rich_text=`); `link_content_types` limits what it links to; `draft_links: "warn"` publishes links to unpublished entries (shown as text; default `refuse`)'],
  ['`integer`, `number`, `boolean`, `date`, `json`', 'scalars; `date` keeps what you send (date-only or date-time with zone)'],
  ['`slug`', 'the URL part of an entry; fills `{slug}` in the type\'s `url_path`; unique among published entries'],
  ['`tags`', 'list of strings'],
  ['`url`, `email`, `color`', 'checked formats'],
  ['`select`, `multi_select`', '`options` (required): up to 50 unique strings, each up to 100 characters'],
  ['`reference`, `references`', '`link_content_types` (optional): API IDs of the types it may point to'],
  ['`asset`, `assets`', '`accept` (optional): `image`, `video` or `any` (inferred from the API ID when not set)'],
  ['`list`', '`item_fields` (required): columns `{api_id, name, type}` of type symbol, text, integer, number, boolean, date, url, email, color, select (with `options`) or reference (optional `link_content_types`)'],
];

/** A create-content-type body that the service accepts as it stands (tested): one field of most types. */
export const EXAMPLE_CONTENT_TYPE = {
  name: 'Blog post',
  api_id: 'blogPost',
  description: 'Dated articles for the blog',
  url_path: '/blog/{slug}',
  fields: [
    { api_id: 'title', name: 'Title', type: 'symbol', required: true, localized: true },
    { api_id: 'slug', name: 'Slug', type: 'slug', required: true },
    { api_id: 'body', name: 'Body', type: 'rich_text', localized: true },
    { api_id: 'published', name: 'Publication date', type: 'date' },
    { api_id: 'category', name: 'Category', type: 'select', options: ['news', 'guides'] },
    { api_id: 'cover', name: 'Cover image', type: 'asset', accept: 'image', help: 'At least 1200 px wide' },
    { api_id: 'related', name: 'Related posts', type: 'references', link_content_types: ['blogPost'] },
    { api_id: 'links', name: 'Further reading', type: 'list', item_fields: [{ api_id: 'label', name: 'Label', type: 'symbol' }, { api_id: 'href', name: 'Address', type: 'url' }] },
  ],
};

function modelling(api: string, empty: boolean): string {
  return [
    '## Modelling',
    '',
    empty ? 'This site has no content types yet: create one before writing entries.' : 'Create more content types the same way.',
    '',
    'Create a type with all its fields in one call (`?dry_run=true` checks it without saving). A `{slug}` in `url_path` is filled from the type\'s `slug` field; a type may be created with a url_path before that field exists (the site\'s `warnings` say so until it does). `link_content_types` names types that exist, or the type being created; create the types a reference points to first.',
    '',
    '```json',
    `POST ${api}/content_types`,
    JSON.stringify(EXAMPLE_CONTENT_TYPE, null, 2),
    '```',
    '',
    'Every field takes `api_id` (letters, digits, underscore; never reused), `name` and `type`; optional `required` (checked on publish), `localized`, `help` (one line for editors, up to 300 characters) and `group` (up to 40 characters). Per type:',
    '',
    '| Field type | Takes |',
    '|---|---|',
    ...FIELD_OPTIONS.map(([t, o]) => `| ${t} | ${o} |`),
    '',
    'Type options: `singleton: true` for one-entry types such as site settings; `display_field` (the title field, inferred when not sent); `url_path` like `/blog/{slug}` or `/{locale}/docs/{slug}`; `kind` (`page`, `section`, `collection`, `settings`, inferred when not sent); `entry_order` (`sys.position`, `sys.created_at`, `sys.updated_at`, `sys.published_at` or `fields.<api_id>`, leading `-` descending). Add a field later with `POST /content_types/{api_id}/fields`.',
    '',
  ].join('\n');
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function notes(f: FieldDefinition): string {
  const out: string[] = [];
  if (f.help) out.push(f.help);
  if (f.options?.length && (f.type === 'select' || f.type === 'multi_select')) out.push(`options: ${f.options.map((o) => `"${o}"`).join(', ')}`);
  if (f.type === 'reference' || f.type === 'references') out.push(f.link_content_types?.length ? `entries of ${f.link_content_types.map((t) => `\`${t}\``).join(' or ')}` : 'entries of any type');
  if (f.type === 'asset' || f.type === 'assets') out.push(`files: ${effectiveAccept(f) === 'any' ? 'any type' : `${effectiveAccept(f)}s`}; published files need alt text`);
  if (f.type === 'list') out.push(`row columns: ${(f.item_fields ?? []).map((i) => `\`${i.api_id}\` (${i.type}${i.options?.length ? `: ${i.options.map((o) => `"${o}"`).join(', ')}` : ''})`).join(', ')}`);
  if (f.group) out.push(`group "${f.group}"`);
  if (f.hidden) out.push('hidden from editors; normally left alone');
  return out.join('; ');
}

function typeSection(view: ContentTypeView, api: string): string {
  const t = view.type;
  const fields = activeFields(t);
  const facts = [
    `API ID \`${t.api_id}\``,
    `kind ${t.kind}`,
    t.singleton ? 'singleton (one entry only)' : null,
    t.display_field ? `title field \`${t.display_field}\`` : null,
    t.url_path ? `lives at \`${t.url_path}\` on the site` : null,
    `entries ordered by \`${t.entry_order}\``,
  ].filter(Boolean);
  const rows = fields.map((f) => `| \`${f.api_id}\` | ${cell(f.name)} | ${f.type} | ${f.required ? 'yes' : 'no'} | ${f.localized ? 'yes' : 'no'} | ${cell(`${FIELD_VALUE_FORMATS[f.type]}${notes(f) ? `. ${notes(f)}` : ''}`)} |`);
  const example: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.hidden) continue;
    const v = exampleValue(f);
    if (v !== undefined) example[f.api_id] = v;
  }
  return [
    `### ${t.name} (\`${t.api_id}\`)`,
    '',
    facts.join(' · '),
    t.description ? `\n${t.description}` : '',
    t.guidance ? `\nWhen to use: ${t.guidance}` : '',
    '',
    fields.length ? '| API ID | Name | Type | Required | Localized | Value and notes |\n|---|---|---|---|---|---|\n' + rows.join('\n') : 'No fields yet.',
    '',
    `Create one (required fields are checked when publishing, not on create; references and files take ids of existing entries and assets, and a referenced entry must be published before, or in the same batch as, the entry that points to it):`,
    '',
    '```json',
    `POST ${api}/entries`,
    JSON.stringify({ content_type: t.api_id, fields: example }, null, 2),
    '```',
    '',
  ].join('\n');
}

/** SPEC "Site": `llms.txt` — the content model, languages and endpoints of one site, from live data. */
export function llmsTxt(args: { baseUrl: string; space: SpaceRow; locales: LocaleRow[]; types: ContentTypeView[]; actor: Actor }): string {
  const { baseUrl, space, locales, types, actor } = args;
  const api = `${baseUrl}/api/v1/spaces/${space.id}`;
  const langs = locales.map((l) => `- \`${l.code}\` ${l.name}${l.code === space.default_locale ? ' (default)' : l.fallback_code ? ` (missing values fall back to \`${l.fallback_code}\`)` : ' (no fallback)'}`);
  const writes = actor.can.has('write');
  return [
    `# ${space.name}`,
    '',
    `> Content model, languages and API of the site "${space.name}" (space \`${space.id}\`) in Tessera, a headless CMS. Generated from live data when read.`,
    '',
    space.production_url ? `Live site: ${space.production_url}` : 'No live site URL is set.',
    space.preview_url ? `Staging site: ${space.preview_url}` : '',
    '',
    '## Access',
    '',
    `Send \`Authorization: Bearer <token>\` on every call. This page was read with the ${actor.kind} key "${actor.name}", which can: ${[...actor.can].join(', ')}.`,
    writes ? 'Everything written starts as a draft; publishing is a separate call. Every change is recorded under the key\'s name.' : 'This key reads only; writing needs a management key or an agent token.',
    '',
    '## Languages',
    '',
    ...langs,
    '',
    `Without \`locale\`, values are read and written in the default language \`${space.default_locale}\`. With \`?locale=<code>\` sent fields are written in that language (localized fields only); with \`?locale=*\` each field is an object keyed by language code.`,
    '',
    '## Content types',
    '',
    types.length ? types.map((v) => typeSection(v, api)).join('\n') : `There are no content types yet.${actor.can.has('manage_model') ? ' See Modelling below.' : ' Creating one needs a management key or an agent token (permission manage_model).'}\n`,
    actor.can.has('manage_model') ? modelling(api, types.length === 0) : '',
    '## Reading',
    '',
    'A delivery key sees published entries only; preview and management keys and agent tokens see the latest version, drafts included.',
    '',
    '- `rich_text` fields are read as a JSON block document by default (`?rich_text=json`), or as a markdown string (`?rich_text=markdown`) or an HTML string (`?rich_text=html`).',
    '- Rich text links to entries and files by id, so links follow an entry when its slug changes and go to its page in each language: write `[the pricing page](entry:ENTRY_ID)`, `[PDF](asset:FILE_ID)` or `![alt](asset:FILE_ID)`; embed an entry or a file as a block with `::entry{id=ENTRY_ID}` or `::asset{id=FILE_ID}` alone on a line, inline with `:entry{id=ENTRY_ID}`. In a batch, `entry:$name` and `{id=$name}` name an earlier operation\'s `ref`. `?rich_text=html` turns entry links into the entry\'s URL and embeds into `<div data-embed="entry" data-id="…">` for the front end to replace.',
    '- What uses an entry or file: `GET /entries?links_to_entry=ID` or `?links_to_asset=ID` (references, file fields, rich-text links and embeds).',
    '- References and files come as Link objects `{"sys": {"type": "Link", "link_type": "Entry" | "Asset", "id"}}`; with `?include=1` or `2` the linked entries and assets come in `includes.Entry` and `includes.Asset`.',
    '- Lists answer `{sys: {type: "Array"}, total, skip, limit, items, includes}`; page with `skip` and `limit` (1 to 1000, default 100). Responses carry an ETag: send it back as `If-None-Match` to get 304 when nothing changed.',
    '',
    '## Publishing',
    '',
    '- Everything written starts as a draft; `POST /entries/{id}/publish` makes it public. Publish checks required fields in every language, unique slugs, alt text on files, and that every referenced entry is published.',
    '- So publish referenced entries first, or publish them in the same batch: a batch with `publish_entry` operations for an entry and the entries it references publishes them together.',
    '- Later: `POST /entries/{id}/schedule` `{"action": "publish", "at": "2030-03-04T09:00:00+01:00"}` publishes it once at that time (action also `unpublish` or `archive`; `at` is RFC 3339 with a time zone). It runs as you, with the same checks; if the entry cannot be published then, nothing changes and the schedule becomes `failed` with the error. `GET /schedules?from=2030-03-01&to=2030-04-01` lists them in time order, `GET /entries/{id}/schedules` one entry\'s, `DELETE /schedules/{id}` cancels a pending one.',
    '- Together: a release is a named set of entries published in one step (readers see all of it or none). `POST /releases` `{"name": "Spring launch", "entries": [{"id": "<id>"}, {"id": "<id>", "version": 3}, {"id": "<id>", "action": "unpublish"}]}` prepares it (action publish by default, also unpublish, archive, unarchive; `version` fixes which version is published, else the latest at release time). Preparing needs only write, so an agent can prepare a release and leave it for a person to publish: it shows as prepared by you. `GET /entries?release=<id>` (and `GET /entries/{id}?release=<id>`) shows the site as it will be after it; `POST /releases/{id}/validate` checks it with the publish rules (links inside the release count as published); `POST /releases/{id}/publish` publishes it, `POST /releases/{id}/schedule` `{"at": …}` at a time; `POST /releases/{id}/revert` prepares the release that undoes a published one. An entry edited after it was added at a fixed version is a conflict (`GET /releases/{id}` lists `conflicts`); publishing refuses it rather than overwrite the edit.',
    '',
    '## Keys for a front end',
    '',
    'A site\'s front end reads published content with a delivery key (preview key for a staging site, which also reads drafts). Create one with `POST /api_keys` `{"name": "Website", "kind": "delivery"}` (or `"preview"`); the answer holds the token once. Management keys and agent tokens can; an agent lists (`GET /api_keys`) and revokes (`DELETE /api_keys/{id}`) the keys it made. Delivery and preview keys read only, so they may be used in a browser; never put a management key or agent token in front-end code. Browsers may call the API from the origins of the site URLs, from localhost, and from the origins listed with `PUT /cors_origins` `{"origins": ["https://shop.example.com"]}`. Management keys are made by the site owner with the `tessera` command line only.',
    '',
    '## Endpoints',
    '',
    `Base: \`${api}\``,
    '',
    '- `GET /entries?content_type=<api_id>&limit=100&skip=0&order=-sys.updated_at&locale=<code|*>&include=0..2&fields.<api_id>=<value>`: list entries',
    '- Filter operators (need content_type): `fields.<api_id>[ne|in|nin|exists|lt|lte|gt|gte|all]=<value>` (comma-separated for in, nin, all; ranges on numbers and dates; all on tags and multi-select), `fields.<link>.sys.id=<id>`, `sys.id[in]=<id>,<id>`',
    '- `GET /entries?query=<words>`: full-text search of text, rich text, slugs and tags, best matches first, each item with `sys.search: {rank, snippet}`; combines with the other parameters',
    '- `GET /entries/{id}?include=0..2&rich_text=json|markdown|html`: one entry; `GET /entries/{id}/versions`: its versions',
    '- `POST /entries` `{content_type, fields}`: create a draft',
    '- `PATCH /entries/{id}` `{version?, fields}`: edit (only sent fields change; null empties; a stale `version` gives version_conflict)',
    '- `POST /entries/{id}/publish`, `/archive`, `/unarchive`: change state (publish validates required fields, unique slugs, references, alt text)',
    '- `DELETE /entries/{id}?dry_run=true|false&unlink=true|false`: delete an archived entry for good; `DELETE /assets/{id}` (same parameters) deletes a file. Refused with validation_failed listing what still links to it (`details.links`) unless `unlink=true` removes those links (each linking entry gets a new version); `dry_run=true` shows what would change',
    '- `POST /entries/{id}/translate` `{to, overwrite?, stale?}`: fill the empty localized fields of language `to` from the default language with AI, as a new draft version (never published); answers the entry in `to` plus `translation: {from, to, fields, skipped}` (skipped: left unchanged because the translation did not fit). `overwrite: true` translates every field again; `stale: true` also the stale ones. Translated: text, rich text (same structure), slugs (unique), tags, text in lists; references, files, numbers, dates, booleans and fixed choices stay. AI provider unavailable: 503 translation_unavailable, nothing saved',
    '- Keys that read drafts see `sys.translations` on entries with machine-translated values: `{<code>: {fields: [...], stale: [...]}}`; a field is stale when its default-language value changed after it was translated',
    '- `POST /translation_jobs` `{to, content_type?, overwrite?, stale?}`: translate every entry (of one type) in the background; `GET /translation_jobs/{id}`: progress `{status, done, total, translated, failures: [{entry_id, error}]}`; `POST /translation_jobs/{id}/cancel`',
    '- Translation cost: `translation.usage` `{prompt_tokens, completion_tokens, total_tokens}` per entry, `usage` and `from_memory` per job; `max_tokens` on `POST /translation_jobs` pauses the job (status `paused`) at that many tokens, `POST /translation_jobs/{id}/resume` `{max_tokens?}` continues it. `GET /translation_settings`: this month\'s usage and `monthly_token_cap` (set by owners with `PUT`); at the cap translate answers 503 translation_unavailable (reason monthly_cap)',
    '- `GET`/`PUT /glossary` `{never_translate: [terms], terms: [{term, translations: {code: text}}], tone: {code: "formal"|"informal"}}`: applied to every translation and checked in the answer (a field that loses a term is skipped). Segments translated before are reused from the translation memory without asking the provider',
    '- `GET /assets`, `POST /assets` (multipart `file`, or JSON `{url, title, alt}`), `PATCH /assets/{id}`',
    '- `POST /batch` `{operations: [...]}`: up to 100 create_entry, update_entry, create_asset, publish_entry, archive_entry, unarchive_entry, delete_entry, delete_asset, delete_content_type, delete_field operations, all or nothing; `ref` names an operation and `$ref` uses its id',
    '- `GET /content_types`, `POST /content_types`, `PATCH /content_types/{api_id}`, `POST /content_types/{api_id}/fields`, `PATCH /content_types/{api_id}/fields/{field}` (all take `?dry_run=true`)',
    '- `DELETE /content_types/{api_id}?delete_entries=true&unlink=true`: delete a type; refused (validation_failed listing entries not archived and fields of other types naming it) until its entries are archived; `delete_entries=true` deletes them with it. `DELETE /content_types/{api_id}/fields/{field}?delete_values=true`: delete a field and its values in every version (to keep the data, hide it instead). Both take `?dry_run=true`',
    '- `POST /content_types/order`, `POST /content_types/{api_id}/fields/order` `{fields: [field, ...]}` (listed first, the rest after), `POST /content_types/{api_id}/entries/order`, `GET|PUT /quick_access`',
    '- `GET /api_keys`, `POST /api_keys` `{name, kind: "delivery" | "preview"}`, `DELETE /api_keys/{id}`: keys for front ends',
    '- `GET /llms.txt`: this page; `GET /export`: the whole site as JSON',
    '- `GET /types.ts`: TypeScript types of every content type as delivery answers it; `GET /schema.json?rich_text=&locale=`: the same as JSON Schema',
    '- `GET /sync?initial=true`, then `GET /sync?sync_token=<next_sync_token>`: every published entry and file once, then only what changed (static builds)',
    '- `GET /answers`: what AI assistants answer to the site\'s questions (mentions, citations, position, competitors, issues with `ask_agent`); `PATCH /questions` `{questions: [1..30], market: {country, city}}`; `POST /answers/runs`: ask them now',
    `- \`POST /readiness\`: read the live site (production_url) like an AI crawler and check it (robots.txt, llms.txt, sitemap, titles, structured data, alt text, published entries answering 404, …), at most once a minute; \`GET /readiness\`: the last check; \`GET /readiness/history\`: the last ones. Each check says \`fix_by\` content (fix it through this API as its \`ask_agent\` says) or site (the site's code must change); see ${baseUrl}/docs/readiness`,
    '- `GET /search_queries?engine=engine_a|engine_b&days=1..90` (default 28, both engines): top 50 search queries and pages (clicks, impressions, ctr, position) and totals per engine; empty until an owner connects the engines in the dashboard. Extensions: `from=YYYY-MM-DD&to=YYYY-MM-DD` instead of `days` (16 months back), `breakdown=country|device|appearance|query_page|trend`; `coverage` says when engine_b\'s weekly figures reach past the window',
    '- `GET /analytics?days=30`: visitors, sources, AI assistants and AI crawlers of the last 1 to 365 days (needs read_drafts)',
    '',
    '## Analytics: how the site sends events',
    '',
    `Browsers: add \`<script defer src="${baseUrl}/analytics.js" data-space="${space.id}"></script>\` to every page. It sends page views (also client-side navigations) without cookies or storage; only pages on the host of production_url or preview_url are counted.`,
    `AI crawlers run no script: the site's server or edge middleware sends what it served to \`POST ${api}/analytics/server_events\` with a management key kept on the server (a delivery key is public in front-end code and is refused), body \`{"events": [{"path", "user_agent", "referrer", "ip", "headers"}]}\` (1 to 100 events; \`headers\` carries the CDN location headers). Ready snippets for Next.js, Astro, Express and Cloudflare Workers: docs/analytics.md in the Tessera repository.`,
    '',
    'Retries: `POST /entries`, `POST /assets`, `POST /batch` and `POST /entries/{id}/publish` (also `/unpublish`, `/archive`, `/unarchive`) accept an `Idempotency-Key: <uuid>` header. Retrying with the same key and the same body within 24 hours answers the first response again (header `Idempotent-Replayed: true`) without doing the work twice; the same key with another body answers 422. Keys belong to you (the agent), not the token, so a retry after a token refresh counts. Over MCP the creating tools take the same key as `idempotency_key`. Use a new key for each new write.',
    '',
    `Errors are \`{"error": {"code", "message", "fix", "doc_url", "details"}}\`; \`fix\` says how to repair the request. Reference: ${baseUrl}/docs (OpenAPI: ${baseUrl}/api/v1/openapi.json). MCP: \`${baseUrl}/mcp\` with the same bearer token; to list fewer tools, name their groups: \`${baseUrl}/mcp?tools=content,model\` (groups: content = entries, files, releases, schedules, translation; model = content types, fields, languages; reports = analytics, search queries, AI readiness and answers, activity; admin = site settings, deploy hooks, keys, invites, export; whoami, get_space, get_llms_txt and list_content_types come with every group).`,
    '',
  ].join('\n');
}
