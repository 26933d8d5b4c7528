import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { OAuthError, isMetadataDocumentClientId } from '../../domain/oauth.ts';
import { clientFromMetadataDocument, type OAuthClient } from '../../domain/oauth-clients.ts';
import { findClient } from '../../db/repos/oauth.ts';
import type { DB } from '../../db/schema.ts';
import { FetchLimitError, safeFetch, UnsafeTargetError } from '../../integrations/safe-fetch.ts';

const CACHE_MS = 5 * 60_000;
const cache = new Map<string, { client: OAuthClient; until: number }>();

/**
 * The client behind a client_id: a dynamically registered one, or — when the client_id is an
 * https URL — the Client ID Metadata Document fetched from it through the safe fetcher (public
 * internet only, 64 KB, 5 s), kept for five minutes. Returns null for an unknown client_id.
 */
export async function resolveClient(db: Kysely<DB>, config: Config, clientId: string, now = Date.now()): Promise<OAuthClient | null> {
  if (isMetadataDocumentClientId(clientId, config.allowPrivateTargets)) return fetchMetadataDocument(config, clientId, now);
  const row = await findClient(db, clientId);
  return row ? { client_id: row.client_id, client_name: row.client_name, redirect_uris: JSON.parse(row.redirect_uris) as string[] } : null;
}

async function fetchMetadataDocument(config: Config, url: string, now: number): Promise<OAuthClient> {
  const hit = cache.get(url);
  if (hit && hit.until > now) return hit.client;
  let doc: unknown;
  try {
    const res = await safeFetch(url, { policy: { allowPrivate: config.allowPrivateTargets }, maxBytes: 64 * 1024, timeoutMs: 5000, headers: { accept: 'application/json' } });
    if (res.status !== 200) throw new OAuthError('invalid_client', `The client metadata document at ${url} answered HTTP ${res.status}.`);
    doc = JSON.parse(res.body.toString('utf8'));
  } catch (err) {
    if (err instanceof OAuthError) throw err;
    if (err instanceof UnsafeTargetError || err instanceof FetchLimitError) throw new OAuthError('invalid_client', `The client metadata document could not be fetched: ${err.message}.`);
    throw new OAuthError('invalid_client', `The client metadata document at ${url} is not valid JSON.`);
  }
  const client = clientFromMetadataDocument(url, doc);
  cache.set(url, { client, until: now + CACHE_MS });
  if (cache.size > 1000) for (const [k, v] of cache) if (v.until <= now) cache.delete(k);
  return client;
}
