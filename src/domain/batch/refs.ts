import { activeFields, type ContentTypeDefinition, type FieldDefinition } from '../content-model/types.ts';
import type { FieldErrors } from '../errors.ts';
import { refName } from './operations.ts';

/** What an earlier operation's `ref` stands for. */
export interface RefTarget {
  id: string;
  type: 'Entry' | 'Asset';
  /** For entries: the API ID of the type. */
  content_type?: string;
  /** Index of the operation that defined it. */
  operation: number;
}

/**
 * Looks a name up in the refs defined so far: the target, or why it cannot be used, phrased to
 * follow `"$name"` (e.g. `is defined by operation 4, after this one; …`).
 */
export type RefLookup = (name: string) => RefTarget | string;

/** Whether a fields object holds any `$name` string at all (cheap test before resolving). */
export function mentionsRefs(value: unknown): boolean {
  // `entry:$name`, `asset:$name` and `{id=$name}` inside rich text too.
  if (typeof value === 'string') return value.startsWith('$') || value.includes(':$') || value.includes('=$');
  if (Array.isArray(value)) return value.some(mentionsRefs);
  if (value && typeof value === 'object') return Object.values(value).some(mentionsRefs);
  return false;
}

/**
 * Replaces `$name` by the id it stands for in link values (SPEC "Batch" rule 2): `reference`,
 * `references`, `asset`, `assets`, and reference columns of `list` rows, also inside the
 * per-language objects of a `locale=*` write; in rich text, the ids of entry and file links and
 * embeds (`[text](entry:$post)`, `![alt](asset:$logo)`, `::entry{id=$card}`, and the same in a
 * block document). Other fields are left as sent.
 * Errors are keyed like the entry operations key theirs (`field`, or `field.code` for another
 * language in a `*` write).
 */
export function resolveFieldRefs(
  def: ContentTypeDefinition,
  fields: Record<string, unknown>,
  locale: string,
  defaultLocale: string,
  lookup: RefLookup,
): { fields: Record<string, unknown>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const out: Record<string, unknown> = { ...fields };
  const byId = new Map(activeFields(def).map((f) => [f.api_id, f]));
  for (const [name, value] of Object.entries(fields)) {
    const field = byId.get(name);
    if (!field || !isLinkField(field)) continue;
    if (locale === '*' && value && typeof value === 'object' && !Array.isArray(value)) {
      const perLocale: Record<string, unknown> = {};
      for (const [code, v] of Object.entries(value as Record<string, unknown>)) {
        perLocale[code] = resolveValue(field, v, code === defaultLocale ? name : `${name}.${code}`, lookup, errors);
      }
      out[name] = perLocale;
    } else {
      out[name] = resolveValue(field, value, name, lookup, errors);
    }
  }
  return { fields: out, errors };
}

function isLinkField(f: FieldDefinition): boolean {
  if (f.type === 'list') return (f.item_fields ?? []).some((i) => i.type === 'reference');
  return f.type === 'reference' || f.type === 'references' || f.type === 'asset' || f.type === 'assets' || f.type === 'rich_text';
}

const MARKDOWN_REFS = /(entry|asset):\$([A-Za-z0-9_-]{1,64})|(:{1,2})(entry|asset)\{id=\$([A-Za-z0-9_-]{1,64})\}/g;

/** Rich text with `$name` ids replaced: a markdown string, a block document, or one as JSON text. */
function resolveRichText(value: unknown, one: (v: unknown, want: 'Entry' | 'Asset', where: string) => unknown): unknown {
  const kind = (word: string): 'Entry' | 'Asset' => (word === 'entry' ? 'Entry' : 'Asset');
  if (typeof value === 'string') {
    if (value.trimStart().startsWith('{')) {
      try {
        return JSON.stringify(resolveRichText(JSON.parse(value), one));
      } catch {
        // not JSON: markdown
      }
    }
    return value.replace(MARKDOWN_REFS, (all, scheme?: string, name?: string, colons?: string, embed?: string, embedName?: string) =>
      scheme ? `${scheme}:${String(one(`$${name}`, kind(scheme), 'in the text: '))}` : `${colons}${embed}{id=${String(one(`$${embedName}`, kind(embed!), 'in the text: '))}}`,
    );
  }
  const walk = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
    const n = { ...(node as Record<string, unknown>) };
    const url = /^(entry|asset):(\$.+)$/.exec(typeof n.url === 'string' ? n.url : '');
    if (url) n.url = `${url[1]}:${String(one(url[2], kind(url[1]), 'in the text: '))}`;
    const attrs = n.attributes as { id?: unknown } | undefined;
    if ((n.type === 'leafDirective' || n.type === 'textDirective') && attrs && typeof attrs.id === 'string' && attrs.id.startsWith('$')) {
      n.attributes = { ...attrs, id: one(attrs.id, kind(String(n.name)), 'in the text: ') };
    }
    if (Array.isArray(n.children)) n.children = n.children.map(walk);
    return n;
  };
  return walk(value);
}

function resolveValue(field: FieldDefinition, value: unknown, key: string, lookup: RefLookup, errors: FieldErrors): unknown {
  const one = (v: unknown, want: 'Entry' | 'Asset', where: string): unknown => {
    const name = refName(v);
    if (name === null) return v;
    const target = lookup(name);
    if (typeof target === 'string') {
      errors[key] ??= `${where}"$${name}" ${target}`;
      return v;
    }
    if (target.type !== want) {
      errors[key] ??= `${where}"$${name}" is the ${target.type === 'Asset' ? 'file' : 'entry'} of operation ${target.operation}, but ${field.api_id} links ${want === 'Entry' ? 'entries' : 'files'}`;
      return v;
    }
    return target.id;
  };
  switch (field.type) {
    case 'reference':
      return one(value, 'Entry', '');
    case 'asset':
      return one(value, 'Asset', '');
    case 'references':
      return Array.isArray(value) ? value.map((v) => one(v, 'Entry', '')) : value;
    case 'assets':
      return Array.isArray(value) ? value.map((v) => one(v, 'Asset', '')) : value;
    case 'rich_text':
      return resolveRichText(value, one);
    case 'list': {
      if (!Array.isArray(value)) return value;
      const columns = (field.item_fields ?? []).filter((i) => i.type === 'reference').map((i) => i.api_id);
      return value.map((row, r) => {
        if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
        const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
        for (const c of columns) if (c in copy) copy[c] = one(copy[c], 'Entry', `row ${r}, ${c}: `);
        return copy;
      });
    }
    default:
      return value;
  }
}
