import type { Config } from '../../config.ts';
import type { SearchConnectionRow } from '../../db/repos/search-connections.ts';
import type { EngineCredentials } from '../../domain/search/engines.ts';
import type { EngineHttp } from '../../integrations/search/call-engine.ts';
import { open, seal, SecretBoxError } from './secret-box.ts';

/** Sealed for exactly this connection row: the additional data is its id and engine. */
const aadOf = (id: string, engine: string) => `search_connections:${id}:${engine}`;

export function sealCredentials(config: Config, connectionId: string, creds: EngineCredentials): string {
  return seal(config.secretKeys, JSON.stringify(creds), aadOf(connectionId, creds.engine));
}

/** The connection's credentials; `stale` when sealed with the previous key (the caller seals them again). */
export function openCredentials(config: Config, row: Pick<SearchConnectionRow, 'id' | 'engine' | 'credentials'>): { creds: EngineCredentials; stale: boolean } {
  const { plaintext, stale } = open(config.secretKeys, row.credentials, aadOf(row.id, row.engine));
  const creds = JSON.parse(plaintext) as EngineCredentials;
  if (creds.engine !== row.engine) throw new SecretBoxError('stored credentials belong to another engine');
  return { creds, stale };
}

export function engineHttp(config: Config, sleep?: (ms: number) => Promise<void>): EngineHttp {
  return { policy: { allowPrivate: config.allowPrivateTargets }, sleep };
}
