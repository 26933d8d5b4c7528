import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app/context.ts';
import type { Actor } from '../domain/actor.ts';
import type { Permission } from '../domain/permissions.ts';
import type { FastPath } from './fast-path.ts';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Counts a request against its key's rate limit (plugins/rate-limit.ts); throws `rate_limited`. */
    countRequest(request: FastifyRequest, reply: FastifyReply): void;
    /** The fast path's count (plugins/rate-limit.ts): header values, or null (nothing counted) past the limit. */
    countFastRequest(id: string): { policy: string; limit: string; remaining: string; reset: string } | null;
    /** The cached-read fast path in front of Fastify (http/fast-path.ts). */
    fastPath: FastPath;
    /** Every route registered, for the OpenAPI completeness check and tests that walk the routes. */
    routeList: { method: string; url: string; hidden: boolean; auth: FastifyContextConfig['auth']; credential?: FastifyContextConfig['credential'] }[];
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: `public` needs no key; `key` any valid key of any space;
     * a Permission needs a key of the `space_id` in the path holding it.
     */
    auth?: 'public' | 'key' | Permission;
    /**
     * `session`: only the dashboard session is accepted (a bearer token is ignored, so no key
     * can call the route); without a session the answer is `missing_key`.
     */
    credential?: 'session';
    /** false: the route's answers are sent as they are (it serves precompressed copies itself). */
    compress?: boolean;
  }
}
