import { createHash } from 'node:crypto';

/**
 * The translation memory's key of a segment: the same source text, between the same pair of
 * languages, of the same kind (a slug is answered differently from a text) and under the same
 * glossary and tone gets the translation made before, without asking the provider.
 */
export function memoryKey(from: string, to: string, kind: string, glossaryHash: string, text: string): string {
  return createHash('sha256').update(JSON.stringify([from, to, kind, glossaryHash, text])).digest('hex').slice(0, 40);
}
