import { appError } from '../domain/errors.ts';
import type { App } from './types.ts';

/**
 * How deep a JSON body may nest (docs/limits.md "Request bodies"). Deep enough for any real
 * request (a rich-text document may nest 32 levels of nodes, two JSON levels each, inside a
 * batch), shallow enough that nothing walking a body afterwards (schema validation, the MCP
 * SDK, value checks) can run out of stack.
 */
export const JSON_MAX_DEPTH = 100;

/** What one pass over JSON text found, without parsing or recursion. */
export interface JsonScan {
  /** Deepest nesting of arrays and objects (counting stops just past the limit). */
  depth: number;
  /** Whether a string holds the escape \u0000 (NUL). */
  nul: boolean;
}

/**
 * Scans JSON text in one pass without recursion: its nesting depth (brackets inside strings do
 * not count; stops once past `max`) and whether any string holds a NUL character.
 */
export function scanJson(text: string, max: number = JSON_MAX_DEPTH): JsonScan {
  let depth = 0;
  let deepest = 0;
  let nul = false;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) {
        // backslash: skip the escaped character, noting \u0000
        if (text.charCodeAt(i + 1) === 0x75 && text.startsWith('0000', i + 2)) nul = true;
        i++;
      } else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > max) return { depth: deepest, nul };
      }
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return { depth: deepest, nul };
}

/** The nesting depth of JSON text (see `scanJson`). */
export function jsonNestingDepth(text: string, max: number = JSON_MAX_DEPTH): number {
  return scanJson(text, max).depth;
}

/**
 * The one JSON body parser of the service (REST API, batch, MCP, OAuth registration): Fastify's
 * own (prototype-poisoning checks included), after a non-recursive check of the nesting depth
 * and for NUL characters.
 * Size limits are Fastify's `bodyLimit` (1 MB; larger on the routes that say so).
 */
export function registerJsonBodyParser(app: App): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const scan = scanJson(text);
    if (scan.depth > JSON_MAX_DEPTH) {
      done(
        appError('invalid_body', `The JSON body nests more than ${JSON_MAX_DEPTH} levels of arrays and objects.`, {
          fix: `Send a body nested at most ${JSON_MAX_DEPTH} levels deep (docs/limits.md); flatten deeply nested values.`,
        }),
        undefined,
      );
      return;
    }
    // No text the service stores or looks up may hold NUL (PostgreSQL text cannot).
    if (scan.nul) {
      done(appError('invalid_body', 'A string in the JSON body contains a NUL character (\\u0000).', { fix: 'Remove \\u0000 from the strings of the body.' }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
