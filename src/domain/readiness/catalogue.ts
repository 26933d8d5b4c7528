import type { CheckKey, FixBy } from './types.ts';

/** What each check is, for its result and its page under /docs/readiness/{key}. */
export interface CheckInfo {
  title: string;
  fixBy: FixBy;
  /** What the check looks at. */
  checks: string;
  /** Why an AI crawler or assistant cares. */
  why: string;
  /** How to pass it. */
  fix: string;
}

export const CHECK_INFO: Record<CheckKey, CheckInfo> = {
  https: {
    title: 'Site answers over HTTPS, quickly',
    fixBy: 'site',
    checks: 'The home page at production_url, fetched as an AI crawler: it must answer over https with a 2xx status (after its redirects; the redirects check judges the chain). A first byte-to-last byte time above 2 seconds is a warning.',
    why: 'Crawlers skip or drop sites that fail, redirect in loops or answer slowly; assistants fetching a page for a person give up after a few seconds.',
    fix: 'Serve the site over https with a valid certificate, make the home page answer 200, and cache or pre-render it so it answers in well under 2 seconds.',
  },
  robots_txt: {
    title: 'robots.txt lets AI crawlers in',
    fixBy: 'site',
    checks: 'robots.txt, read with a robots.txt parser (RFC 9309), asked for each of 13 AI crawlers (GPTBot, OAI-SearchBot, ChatGPT-User, ClaudeBot, Claude-SearchBot, Claude-User, PerplexityBot, Perplexity-User, Google-Extended, Applebot-Extended, CCBot, Meta-ExternalAgent, Bytespider) whether it may fetch the home page. Blocking a search or user agent fails; blocking only training crawlers is a warning (often intended). A robots.txt answering 5xx fails: crawlers then treat the whole site as disallowed. No robots.txt (404) passes: everything is allowed.',
    why: 'A search or user agent that robots.txt blocks cannot cite or open the site in AI answers.',
    fix: 'Remove the Disallow rules for the crawlers named in the result (or add an explicit "User-agent: NAME / Allow: /" group), keeping only the blocks you mean.',
  },
  crawler_access: {
    title: 'AI crawlers get the page a browser gets',
    fixBy: 'site',
    checks: 'The home page fetched twice, once with a real AI crawler user agent (GPTBot) and once with a browser one: the crawler must get the same status and about the same text, without a bot wall, challenge page or 403.',
    why: 'Bot protection (firewall rules, challenge pages) often blocks AI crawlers by user agent while people see the site normally, so the site silently disappears from AI answers.',
    fix: 'Allow the verified AI crawlers in the CDN or firewall bot settings (or lower the bot-fight rules for them), so their requests reach the site.',
  },
  llms_txt: {
    title: '/llms.txt is present and well formed',
    fixBy: 'site',
    checks: '/llms.txt at the site root, against the llmstxt.org format: markdown (not an HTML page), starting with one H1 naming the site, then a blockquote summary, then H2 sections of link lists. Missing is a warning; present but not that shape fails.',
    why: 'llms.txt gives assistants a short, curated map of the site to read instead of guessing from navigation.',
    fix: 'Serve /llms.txt as text/markdown or text/plain: "# Site name", "> one-line summary", then "## Section" headings each followed by "- [Page title](https://…): what it holds" lines for the pages that matter.',
  },
  sitemap: {
    title: 'The sitemap lists the published entries',
    fixBy: 'site',
    checks: 'The sitemaps named in robots.txt (else /sitemap.xml; up to 3 children of a sitemap index), compared with the sys.url of every published entry: each one missing is counted.',
    why: 'Crawlers find new and changed pages through the sitemap; a page missing from it may never be crawled.',
    fix: 'Generate the sitemap at build time from the published entries (their sys.url), and name it in robots.txt with a "Sitemap: https://…/sitemap.xml" line.',
  },
  text_without_js: {
    title: 'Text is there without JavaScript',
    fixBy: 'site',
    checks: 'The visible text of each sampled page in the HTML as served, without running any script. Fewer than 50 words on a page with scripts fails (an empty app shell); fewer than 50 words without scripts is a warning.',
    why: 'Most AI crawlers do not run JavaScript: a page that only fills in on the client is empty to them.',
    fix: 'Render pages on the server or at build time (SSR or static generation) so the HTML holds the content.',
  },
  title_description: {
    title: 'Each page has a title and a meta description',
    fixBy: 'site',
    checks: 'A non-empty <title> (fails when missing) and <meta name="description"> (warning when missing) on every sampled page.',
    why: 'Assistants and search engines use the title and description to decide what a page is about and how to cite it.',
    fix: 'Render <title> and <meta name="description"> in the page head from each entry\'s title and description fields.',
  },
  canonical: {
    title: 'Pages name their canonical URL',
    fixBy: 'site',
    checks: '<link rel="canonical"> on every sampled page: missing is a warning; one pointing to another host (a staging or preview address) fails; a published entry\'s page naming another page of the site (often the home page) as canonical is a warning.',
    why: 'Without a canonical URL, duplicates (tracking parameters, trailing slashes, preview hosts) split or mislead what crawlers index.',
    fix: 'Render <link rel="canonical" href="…"> with the page\'s own production URL (the entry\'s sys.url).',
  },
  redirects: {
    title: 'Pages answer without long redirect chains',
    fixBy: 'site',
    checks: 'The redirects of the home page and of every sampled page, followed one hop at a time (each hop checked like the first request, at most 10): a loop, more than 3 redirects, or a page that ends on another host fails; a chain of 2 or 3 redirects, or a published entry whose sys.url redirects at all, is a warning. One redirect within the site (http to https, apex to www) passes.',
    why: 'Crawlers follow only a few redirects and each costs a round trip; a loop or a long chain means the page is never read, and a redirect to another host makes assistants cite that host. An entry whose sys.url redirects is listed in the sitemap and canonical under an address that is not the page.',
    fix: 'Make every URL answer directly or with one redirect to its final address on the site; break loops (two rules sending a URL back and forth), and make the content type\'s url_path produce the address the site serves.',
  },
  language: {
    title: 'Language is declared',
    fixBy: 'site',
    checks: '<html lang> on every sampled page, matching one of the site\'s languages (the default one on the home page); with several languages, <link rel="alternate" hreflang> alternates on the home page for each of them.',
    why: 'The language tells crawlers and assistants which audience a page serves; hreflang links the translations so the right one is cited.',
    fix: 'Set <html lang="…"> to the page\'s language, and with several languages add <link rel="alternate" hreflang="xx" href="…"> for each translation.',
  },
  open_graph: {
    title: 'Open Graph tags',
    fixBy: 'site',
    checks: 'og:title, og:description and og:image on every sampled page; a missing one is a warning.',
    why: 'Links shared in chats and assistants show the Open Graph title, description and image.',
    fix: 'Render <meta property="og:title">, og:description and og:image (an absolute URL) from each entry.',
  },
  structured_data: {
    title: 'Structured data (JSON-LD)',
    fixBy: 'site',
    checks: '<script type="application/ld+json"> blocks on the sampled pages, parsed, with their @type values named. A block that does not parse fails; no structured data at all is a warning.',
    why: 'Schema.org data states facts (organisation, article, product, FAQ) in a form machines read without guessing.',
    fix: 'Add JSON-LD with the schema.org types that fit each page (Organization on the home page, Article, Product, FAQPage …), valid JSON.',
  },
  structured_data_match: {
    title: 'Structured data matches the entries',
    fixBy: 'site',
    checks: 'The JSON-LD of each sampled published entry page, against the published entry: the node about the page (an Article, Product, Event …, or any node whose url or @id is the page) must state the entry\'s title in headline or name, one of its description fields in description, and the field\'s value in each property named like a field (price, sku, datePublished for date_published; also inside offers). A contradiction fails, naming the entry, the field and both values. A site name after the title, a description cut short, a date-time on a date and numbers written as text all count as the same; pages in another language than the default one are not compared.',
    why: 'Assistants take JSON-LD as fact: a stale price, name or date in it is repeated in answers even when the visible page is right.',
    fix: 'Rebuild the site when entries are published (the production deploy hook), and render each JSON-LD property from the entry field it states.',
  },
  headings: {
    title: 'One h1 and a sane heading order',
    fixBy: 'site',
    checks: 'Exactly one <h1> per sampled page (none or several fails) and no skipped levels going down (h2 then h4 is a warning).',
    why: 'Headings are the outline crawlers and assistants use to split a page into answerable parts.',
    fix: 'Give each page template one h1 (the entry title) and nest section headings without skipping levels.',
  },
  image_alt: {
    title: 'Images on the pages have alt text',
    fixBy: 'site',
    checks: 'Every <img> on the sampled pages has an alt attribute (alt="" for decorative images is fine).',
    why: 'Alt text is how crawlers and assistants know what an image shows.',
    fix: 'Render the asset\'s alt text (fields.alt) into every <img alt="…">; use alt="" only for decoration.',
  },
  indexing: {
    title: 'No unintended noindex or noai',
    fixBy: 'site',
    checks: 'The robots meta tags (robots and crawler-specific ones) and X-Robots-Tag headers of the sampled pages: noindex, none, noai or noimageai on a published page fails; so do nosnippet and max-snippet:0 (AI answers may not quote the page); a max-snippet under 50 characters is a warning.',
    why: 'A leftover noindex (often copied from a staging setup) keeps published pages out of search and AI answers.',
    fix: 'Remove noindex/noai from production pages; keep them only on the staging site.',
  },
  entry_fields: {
    title: 'Published entries have a title and description',
    fixBy: 'content',
    checks: 'Every published entry\'s title field (the type\'s display field) and description-like fields (description, summary, excerpt, meta or SEO description), in the default language. An empty title fails; an empty description is a warning.',
    why: 'The site renders titles and meta descriptions from these fields; empty ones leave pages without the words assistants quote.',
    fix: 'Fill the named fields with PATCH /api/v1/spaces/{space_id}/entries/{id} and publish the entry again.',
  },
  asset_alt: {
    title: 'Images used by published entries have alt text',
    fixBy: 'content',
    checks: 'Every image file used by a published entry has alt text (fields.alt).',
    why: 'The site can only render alt text that exists in the content.',
    fix: 'Set alt with PATCH /api/v1/spaces/{space_id}/assets/{id} {"alt": "what the image shows"}.',
  },
  entry_urls: {
    title: 'Published entries answer on the live site',
    fixBy: 'content',
    checks: 'The sys.url of up to 10 published entries (the most recently published), fetched as an AI crawler: a 404 or 410 fails, another error is a warning.',
    why: 'A published entry whose URL is missing sends crawlers and people to an error page, usually because the site was not rebuilt or the type\'s url_path does not match the site\'s routes.',
    fix: 'Make the content type\'s url_path match the site\'s routes (PATCH the content type), or rebuild the site (test the production deploy hook).',
  },
};
