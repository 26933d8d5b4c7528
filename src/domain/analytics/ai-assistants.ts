import list from './lists/ai-assistants.json' with { type: 'json' };

/**
 * Visits sent by AI assistants: Matomo's AI-assistants list (vendored in lists/, CC0) maps
 * referrer hosts to an assistant's name. `utm_source` counts too (ChatGPT adds
 * `utm_source=chatgpt.com` to the links it shows), given as a listed host or the assistant's name.
 */
const assistants = (list as { assistants: Record<string, string[]> }).assistants;

interface HostRule {
  engine: string;
  host: string;
  path: string; // '' or a path prefix such as '/i/grok'
}

const RULES: HostRule[] = Object.entries(assistants).flatMap(([engine, hosts]) =>
  hosts.map((h) => {
    const slash = h.indexOf('/');
    return slash === -1 ? { engine, host: h.toLowerCase(), path: '' } : { engine, host: h.slice(0, slash).toLowerCase(), path: h.slice(slash) };
  }),
);

const BY_SOURCE = new Map<string, string>();
for (const r of RULES) if (!r.path) BY_SOURCE.set(r.host, r.engine);
for (const engine of Object.keys(assistants)) BY_SOURCE.set(engine.toLowerCase(), engine);

const stripWww = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The assistant a referrer (host and path) belongs to, or null. */
export function aiEngineOfReferrer(host: string, path: string): string | null {
  const h = stripWww(host);
  for (const r of RULES) {
    if ((h === r.host || h.endsWith(`.${r.host}`)) && (!r.path || path === r.path || path.startsWith(`${r.path}/`) || path.startsWith(`${r.path}?`))) return r.engine;
  }
  return null;
}

/** The assistant a `utm_source` value names, or null. */
export function aiEngineOfUtmSource(source: string): string | null {
  return BY_SOURCE.get(stripWww(source.trim())) ?? null;
}

export function listAiAssistants(): Record<string, string[]> {
  return assistants;
}
