import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook for POST routes whose body is optional: a request sent without a body
 * (no Content-Type) is treated as `{}`, so `curl -X POST` works and the schema still checks
 * every body that is sent.
 */
export async function emptyBodyIsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
