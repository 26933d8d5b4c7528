import { cachesTrusted } from '../../runtime/cache-trust.ts';
import { registerReadiness } from '../readiness.ts';
import type { App } from '../types.ts';

/** The node's health checks (docs/deploy.md "Health checks"): `/healthz` liveness, `/readyz` readiness. */
export default async function healthRoutes(app: App): Promise<void> {
  // `caches: false` is not a failure: the node serves correct answers from the database, only
  // slower (several nodes whose Redis is away; docs/deploy.md "Health checks").
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true, caches: cachesTrusted(app.ctx.database.db) }));
  registerReadiness(app, app.ctx);
}
