import { appError } from '../domain/errors.ts';
import type { App } from './types.ts';

/**
 * How deep a JSON body may nest (docs/limits.md "Request bodies"). Deep enough for any real
 * request (a rich-text document may nest 32 levels of nodes, two JSON levels each, inside a
 * batch), shallow enough that nothing walking a body afterwards (schema validation, the MCP
 * SDK, value checks) can run out of stack.
 */
export const JSON_MAX_DEPTH = 100;

/**
 * The nesting depth of JSON text, counted in one pass without recursion and without parsing;
 * stops counting once it passes `max`. Brackets inside strings do not count.
 */
export function jsonNestingDepth(text: string, max: number = JSON_MAX_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > max) return deepest;
      }
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * The one JSON body parser of the service (REST API, batch, MCP, OAuth registration): Fastify's
 * own (prototype-poisoning checks included), after a non-recursive check of the nesting depth.
 * Size limits are Fastify's `bodyLimit` (1 MB; larger on the routes that say so).
 */
export function registerJsonBodyParser(app: App): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingDepth(text) > JSON_MAX_DEPTH) {
      done(
        appError('invalid_body', `The JSON body nests more than ${JSON_MAX_DEPTH} levels of arrays and objects.`, {
          fix: `Send a body nested at most ${JSON_MAX_DEPTH} levels deep (docs/limits.md); flatten deeply nested values.`,
        }),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
