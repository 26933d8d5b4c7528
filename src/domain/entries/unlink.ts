import type { ContentTypeDefinition, FieldDefinition } from '../content-model/types.ts';
import { nodeTarget } from '../rich-text/document.ts';
import type { StoredFields } from './types.ts';

/** An entry or file that links are removed from (a delete with `unlink=true`). */
export interface LinkTarget {
  type: 'Entry' | 'Asset';
  id: string;
  /** Several targets at once (a content type's entries): each is removed like `id`. */
  ids?: ReadonlySet<string>;
}

/** Whether a linked id is (one of) the target(s). */
const hits = (target: LinkTarget, id: unknown): boolean => id === target.id || (typeof id === 'string' && target.ids?.has(id) === true);

type Node = { type: string; children?: Node[] } & Record<string, unknown>;

/** Rich text without links and embeds of the target: a link keeps its text, an embed or image goes. */
function unlinkRichText(doc: unknown, target: LinkTarget): unknown {
  const walk = (node: Node): Node[] => {
    const t = nodeTarget(node);
    if (t && t.link_type === target.type && hits(target, t.id)) {
      if (t.embed || node.type === 'image' || node.type === 'definition') return [];
      return (node.children ?? []).flatMap(walk);
    }
    if (!Array.isArray(node.children)) return [node];
    return [{ ...node, children: node.children.flatMap(walk) }];
  };
  return walk(doc as Node)[0];
}

/** One value without the target; `undefined` when nothing is left of it (a single reference). */
function unlinkValue(field: FieldDefinition, value: unknown, target: LinkTarget): unknown {
  const isEntry = target.type === 'Entry';
  switch (field.type) {
    case 'reference':
      return isEntry && hits(target, value) ? undefined : value;
    case 'asset':
      return !isEntry && hits(target, value) ? undefined : value;
    case 'references':
      return isEntry && Array.isArray(value) ? value.filter((v) => !hits(target, v)) : value;
    case 'assets':
      return !isEntry && Array.isArray(value) ? value.filter((v) => !hits(target, v)) : value;
    case 'list': {
      if (!isEntry || !Array.isArray(value)) return value;
      const cols = (field.item_fields ?? []).filter((i) => i.type === 'reference').map((i) => i.api_id);
      return value.map((row: Record<string, unknown>) => {
        if (!row || typeof row !== 'object') return row;
        const copy = { ...row };
        for (const c of cols) if (hits(target, copy[c])) delete copy[c];
        return copy;
      });
    }
    case 'rich_text':
      return typeof value === 'object' && value !== null ? unlinkRichText(value, target) : value;
    default:
      return value;
  }
}

/** The stored values without any link to the target, and whether anything changed. */
export function unlinkFields(def: ContentTypeDefinition, fields: StoredFields, target: LinkTarget): { fields: StoredFields; changed: boolean } {
  const out: StoredFields = { ...fields };
  let changed = false;
  for (const field of def.fields) {
    const byLocale = fields[field.api_id];
    if (!byLocale) continue;
    const next: Record<string, unknown> = {};
    for (const [code, v] of Object.entries(byLocale)) {
      const u = unlinkValue(field, v, target);
      if (JSON.stringify(u) !== JSON.stringify(v)) changed = true;
      if (u !== undefined) next[code] = u;
    }
    if (Object.keys(next).length > 0) out[field.api_id] = next;
    else delete out[field.api_id];
  }
  return { fields: out, changed };
}
