import type { Kysely } from 'kysely';
import { registeredMetadata } from '../../domain/oauth-clients.ts';
import { insertClient } from '../../db/repos/oauth.ts';
import type { DB } from '../../db/schema.ts';
import { newId } from '../ids.ts';

/** RFC 7591 dynamic registration of a public client; answers the registered metadata. */
export async function registerClient(db: Kysely<DB>, body: unknown, now = new Date()): Promise<Record<string, unknown>> {
  const metadata = registeredMetadata(body);
  const clientId = `client_${newId(24)}`;
  const answer = { client_id: clientId, client_id_issued_at: Math.floor(now.getTime() / 1000), ...metadata };
  await insertClient(db, {
    client_id: clientId,
    client_name: metadata.client_name,
    redirect_uris: JSON.stringify(metadata.redirect_uris),
    metadata: JSON.stringify(answer),
    created_at: now.toISOString(),
  });
  return answer;
}
