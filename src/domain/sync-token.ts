import { appError, type AppError } from './errors.ts';

/**
 * Sync tokens (docs/front-ends.md "Sync"): the number of the last change a client has, and
 * whether it is still paging through a first sync (which leaves out what is gone). Opaque to
 * clients; `1.` is the format's version.
 */
export interface SyncPosition {
  after: number;
  initial: boolean;
}

const TOKEN = /^1\.([is])\.(\d{1,15})$/;

export function syncToken(p: SyncPosition): string {
  return `1.${p.initial ? 'i' : 's'}.${p.after}`;
}

function badToken(): AppError {
  return appError('invalid_parameter', 'Invalid query parameter sync_token: expected a next_sync_token or next_page_token from an earlier sync answer of this space.', {
    fix: 'Send the token exactly as the last sync answer gave it, or start over with initial=true.',
    details: { parameters: { sync_token: 'a token from an earlier sync answer' } },
  });
}

/** Where a sync request starts: `initial=true` (from the beginning) or a token, exactly one of them. */
export function parseSyncStart(initial: boolean | undefined, token: string | undefined): SyncPosition {
  if (initial === true && token !== undefined) {
    throw appError('invalid_parameter', 'Send either initial=true or sync_token, not both.', {
      fix: 'Leave out initial when you pass a sync_token; send initial=true alone to start over.',
      details: { parameters: { initial: 'true alone', sync_token: 'alone' } },
    });
  }
  if (token === undefined) {
    if (initial === true) return { after: 0, initial: true };
    throw appError('invalid_parameter', 'A sync starts with initial=true and continues with sync_token.', {
      fix: 'Send initial=true for the first sync, then the next_sync_token (or next_page_token) it answered as sync_token.',
      details: { parameters: { initial: 'true for a first sync', sync_token: 'the token of the last answer' } },
    });
  }
  const m = TOKEN.exec(token);
  if (!m) throw badToken();
  return { after: Number(m[2]), initial: m[1] === 'i' };
}
