import robots from './lists/ai-robots.json' with { type: 'json' };

/**
 * AI crawlers from the ai.robots.txt project's `robots.json` (vendored in lists/, MIT). The list
 * names each user-agent token with an `operator` and a free-text `function`; reports need a short
 * operator name and one of three purposes (SPEC "Analytics"):
 *
 * - `user`: fetches a page because a person asked an assistant or agent right now (the pages
 *   these read are the "pages read for answers");
 * - `search`: builds an index that AI search and answer engines retrieve from;
 * - `training`: collects data sets for training models, or an undocumented use.
 *
 * The mapping is written down here and tested (test/unit/analytics-crawlers.test.ts). Rules on
 * `function`, first match wins; then per-bot corrections where the free text misleads.
 */
export type CrawlerPurpose = 'search' | 'user' | 'training';

export interface AiCrawler {
  name: string;
  operator: string;
  purpose: CrawlerPurpose;
}

export const PURPOSE_RULES: ReadonlyArray<readonly [RegExp, CrawlerPurpose, string]> = [
  [/undocumented/i, 'training', 'use not documented: counted with the data collectors'],
  [/\bassistants?\b|\bagents?\b|user[- ]initiated|user prompts|user queries|answers to user/i, 'user', 'fetches on behalf of a person using an assistant or agent'],
  [/search/i, 'search', 'indexes pages for AI search results'],
  [/data providers/i, 'search', 'indexes pages to serve AI retrieval (search) APIs'],
];

/** Bots whose `function` text leads the rules astray, with the reason. */
export const PURPOSE_OVERRIDES: Readonly<Record<string, CrawlerPurpose>> = {
  Amazonbot: 'search', // indexes for Alexa answers; cites the pages
  Andibot: 'search', // "AI Search Assistant": a search engine's crawler
  'atlassian-bot': 'search', // indexes sites for Rovo search
  DuckAssistBot: 'search', // crawls ahead of time for DuckAssist answers
  'meta-webindexer': 'search', // "improve Meta AI search result quality"
  PetalBot: 'search', // Huawei search and assistant index
  YouBot: 'search', // You.com search engine index
  'Applebot-Extended': 'training', // Apple's token for training foundation models
};

/** Operators the list leaves unclear or buries in a sentence. */
export const OPERATOR_OVERRIDES: Readonly<Record<string, string>> = {
  'AI2Bot-DeepResearchEval': 'Ai2', 'amazon-QBusiness': 'Amazon', 'Amzn-SearchBot': 'Amazon', 'Amzn-User': 'Amazon', NovaAct: 'Amazon',
  ApifyBot: 'Apify', ApifyWebsiteContentCrawler: 'Apify', Applebot: 'Apple', 'AzureAI-SearchBot': 'Microsoft', Code: 'GitHub',
  'bigsur.ai': 'Big Sur AI', Bravebot: 'Brave', Brightbot: 'Bright Data', 'Brightbot 1.0': 'Bright Data', 'Claude-Code': 'Anthropic',
  CloudVertexBot: 'Google', 'cohere-training-data-crawler': 'Cohere', CragCrawler: 'CragSoftware', Cursor: 'Anysphere',
  DuckAssistBot: 'DuckDuckGo', ExaBot: 'Exa', FacebookBot: 'Meta', facebookexternalhit: 'Meta', FirecrawlAgent: 'Firecrawl',
  'GeistHaus-PageFetcher': 'GeistHaus', 'Gemini-Deep-Research': 'Google', 'Google-Agent': 'Google', 'Google-Gemini-CLI': 'Google',
  'Google-NotebookLM': 'Google', NotebookLM: 'Google', 'GoogleAgent-URLContext': 'Google', HenkBot: 'Valyu', iAskBot: 'iAsk',
  iaskspider: 'iAsk', 'kagi-fetcher': 'Kagi', 'Kangaroo Bot': 'Kangaroo LLM', 'Kimi-User': 'Moonshot AI', Lightpanda: 'Lightpanda',
  LinerBot: 'Liner', 'Manus-User': 'Manus', 'Meta-ExternalAgent': 'Meta', 'meta-externalfetcher': 'Meta', 'Meta-ExternalFetcher': 'Meta',
  'Mozilla-Tabstack': 'Mozilla', NagetBot: 'Naget', Operator: 'OpenAI', PanguBot: 'Huawei', 'Poggio-Citations': 'Poggio',
  'Querit-SearchBot': 'Querit', QueritBot: 'Querit', 'Shap-User': 'Parallel', TavilyBot: 'Tavily', 'Terra Cotta': 'Ceramic AI',
  TongyiBot: 'Alibaba', Trae: 'ByteDance', TwinAgent: 'Twin', UseAI: 'Use AI', 'Webzio-Extended': 'Webz.io', 'webzio-extended': 'Webz.io',
  YiyanBot: 'Baidu', 'Claude-Web': 'Anthropic',
};

export function purposeOf(name: string, fn: string): CrawlerPurpose {
  const forced = PURPOSE_OVERRIDES[name];
  if (forced) return forced;
  for (const [re, purpose] of PURPOSE_RULES) if (re.test(fn)) return purpose;
  return 'training';
}

/** "[OpenAI](https://openai.com)" → "OpenAI"; short plain names stay; sentences and "Unclear…" → "Unknown". */
export function operatorOf(name: string, raw: string): string {
  const forced = OPERATOR_OVERRIDES[name];
  if (forced) return forced;
  const link = /^\[([^\]]+)\]\(/.exec(raw.trim());
  if (link) return link[1];
  const text = raw.trim().replace(/\.$/, '');
  if (!text || /^(unclear|unknown)/i.test(text) || /https?:/i.test(text) || text.length > 30) return 'Unknown';
  return text.replace(/\/.*$/, '');
}

interface Entry extends AiCrawler {
  token: string;
}

function buildEntries(): Entry[] {
  const agents = (robots as { agents: Record<string, { operator: string; function: string }> }).agents;
  const byToken = new Map<string, Entry>();
  for (const [name, info] of Object.entries(agents)) {
    const entry: Entry = { token: name, name: name.replace(/\/[\d.]+$/, ''), operator: operatorOf(name, info.operator), purpose: purposeOf(name, info.function) };
    const key = name.toLowerCase();
    const seen = byToken.get(key);
    // The list holds some tokens twice in different case: keep the one with a known operator.
    if (!seen || (seen.operator === 'Unknown' && entry.operator !== 'Unknown')) byToken.set(key, entry);
  }
  // Longest first, so "ChatGPT-User" wins over a shorter token inside it.
  return [...byToken.values()].sort((a, b) => b.token.length - a.token.length);
}

const ENTRIES = buildEntries();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Short one-word tokens ("Spider", "Code", "Cursor") are matched in their exact case, so
// "Sogou web spider" or "VSCode" are not taken for them; the rest case-insensitively.
const isWordToken = (t: string) => /^[A-Za-z]{1,8}$/.test(t);
const boundary = (alternatives: string) => `(?:^|[^A-Za-z0-9_-])(${alternatives})(?=$|[^A-Za-z0-9_-])`;
const INSENSITIVE = new RegExp(boundary(ENTRIES.filter((e) => !isWordToken(e.token)).map((e) => escape(e.token)).join('|')), 'i');
const SENSITIVE = new RegExp(boundary(ENTRIES.filter((e) => isWordToken(e.token)).map((e) => escape(e.token)).join('|')));
const BY_LOWER = new Map(ENTRIES.map((e) => [e.token.toLowerCase(), e]));

/** The AI crawler a user agent names, or null. */
export function matchAiCrawler(userAgent: string): AiCrawler | null {
  const m = INSENSITIVE.exec(userAgent) ?? SENSITIVE.exec(userAgent);
  if (!m) return null;
  const e = BY_LOWER.get(m[1].toLowerCase());
  return e ? { name: e.name, operator: e.operator, purpose: e.purpose } : null;
}

/** Every crawler of the vendored list after the mapping (for docs and tests). */
export function listAiCrawlers(): AiCrawler[] {
  return ENTRIES.map((e) => ({ name: e.name, operator: e.operator, purpose: e.purpose })).sort((a, b) => a.name.localeCompare(b.name));
}
