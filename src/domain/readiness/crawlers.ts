/**
 * The major AI crawlers whose robots.txt rules the check reads, by the product token
 * each one obeys in robots.txt. `purpose` says what a block costs the site: `training` keeps its
 * pages out of model training only, while blocking a `search` or `user` agent keeps the site out
 * of AI answers and out of pages an assistant opens for a person.
 */
export interface AiCrawler {
  token: string;
  operator: string;
  purpose: 'training' | 'search' | 'user';
}

export const AI_CRAWLERS: readonly AiCrawler[] = [
  { token: 'GPTBot', operator: 'OpenAI', purpose: 'training' },
  { token: 'OAI-SearchBot', operator: 'OpenAI', purpose: 'search' },
  { token: 'ChatGPT-User', operator: 'OpenAI', purpose: 'user' },
  { token: 'ClaudeBot', operator: 'Anthropic', purpose: 'training' },
  { token: 'Claude-SearchBot', operator: 'Anthropic', purpose: 'search' },
  { token: 'Claude-User', operator: 'Anthropic', purpose: 'user' },
  { token: 'PerplexityBot', operator: 'Perplexity', purpose: 'search' },
  { token: 'Perplexity-User', operator: 'Perplexity', purpose: 'user' },
  { token: 'Google-Extended', operator: 'Google', purpose: 'training' },
  { token: 'Applebot-Extended', operator: 'Apple', purpose: 'training' },
  { token: 'CCBot', operator: 'Common Crawl', purpose: 'training' },
  { token: 'Meta-ExternalAgent', operator: 'Meta', purpose: 'training' },
  { token: 'Bytespider', operator: 'ByteDance', purpose: 'training' },
];

/** The user agent the check reads the site with: OpenAI's GPTBot, as it announces itself. */
export const AI_CRAWLER_USER_AGENT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';

/** A current desktop browser, to compare what the AI crawler gets with what a person gets. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
