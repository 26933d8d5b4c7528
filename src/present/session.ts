import type { SessionRow } from '../db/repos/sessions.ts';
import { browserLabel } from '../domain/sessions.ts';

/** One of the person's dashboard sessions (docs/dashboard.md "Your account"); never its cookie or hash. */
export function presentSession(s: SessionRow, currentId: string | undefined) {
  return {
    id: s.id,
    browser: browserLabel(s.user_agent),
    user_agent: s.user_agent,
    ip: s.ip,
    created_at: s.created_at,
    last_used_at: s.last_used_at,
    expires_at: s.expires_at,
    current: s.id === currentId,
  };
}
