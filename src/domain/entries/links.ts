import type { FieldDefinition } from '../content-model/types.ts';
import { effectiveAccept } from '../content-model/infer.ts';
import { assetPublishProblem } from '../assets.ts';
import { richTextAssetIds, richTextAssetImages, richTextEntryIds, richTextTargets } from '../rich-text/document.ts';

/**
 * References and files inside entry values (SPEC "Value formats": ids in, Link objects out):
 * `reference`/`references`, `asset`/`assets`, `reference` cells of list rows, and inside rich
 * text `asset:<id>`, `entry:<id>` and embeds.
 */
export interface LinkIds {
  entries: Set<string>;
  assets: Set<string>;
}

export const emptyLinks = (): LinkIds => ({ entries: new Set(), assets: new Set() });

/** Adds the ids one field value links to. */
export function collectValueLinks(field: FieldDefinition, value: unknown, into: LinkIds): LinkIds {
  if (value === undefined || value === null) return into;
  switch (field.type) {
    case 'reference':
      if (typeof value === 'string') into.entries.add(value);
      break;
    case 'references':
      if (Array.isArray(value)) for (const id of value) if (typeof id === 'string') into.entries.add(id);
      break;
    case 'asset':
      if (typeof value === 'string') into.assets.add(value);
      break;
    case 'assets':
      if (Array.isArray(value)) for (const id of value) if (typeof id === 'string') into.assets.add(id);
      break;
    case 'list':
      if (Array.isArray(value)) {
        const refs = (field.item_fields ?? []).filter((i) => i.type === 'reference').map((i) => i.api_id);
        for (const row of value) for (const c of refs) if (typeof (row as Record<string, unknown>)?.[c] === 'string') into.entries.add((row as Record<string, string>)[c]);
      }
      break;
    case 'rich_text':
      richTextAssetIds(value, into.assets);
      richTextEntryIds(value, into.entries);
      break;
  }
  return into;
}

/** What an operation looked up about the linked records (STYLE 3: rules stay pure). */
export interface LinkFacts {
  entries: ReadonlyMap<string, { content_type: string; status: string; published_version: number | null }>;
  assets: ReadonlyMap<string, { alt: string | null; content_type: string }>;
}

export interface LinkCheckOptions {
  /** Publish also needs linked entries published and files with alt text. */
  publish: boolean;
  /** Entries published in the same unit of work (a batch publishing entries that link to each other). */
  alsoPublishing?: ReadonlySet<string>;
  /** The entry itself (a self-link is fine while publishing it). */
  selfId?: string;
}

/** Problems of one field value's links, as sentences (empty when fine). */
export function valueLinkProblems(field: FieldDefinition, value: unknown, facts: LinkFacts, opts: LinkCheckOptions): string[] {
  const problems: string[] = [];
  const entryRule = (id: string, allowed: string[] | undefined) => {
    const e = facts.entries.get(id);
    if (!e) return problems.push(`entry "${id}" does not exist in this space`);
    if (e.status === 'archived') return problems.push(`entry "${id}" is archived; unarchive it or remove the link`);
    if (allowed && allowed.length > 0 && !allowed.includes(e.content_type)) {
      return problems.push(`entry "${id}" is a ${e.content_type}; this field links to ${allowed.join(', ')}`);
    }
    const draftsWarned = field.type === 'rich_text' && field.draft_links === 'warn';
    if (opts.publish && !draftsWarned && e.published_version === null && id !== opts.selfId && !opts.alsoPublishing?.has(id)) {
      return problems.push(`entry "${id}" is not published (it is a draft); publish it first, or publish both in one batch`);
    }
  };
  const assetRule = (id: string, checkAccept: boolean) => {
    const a = facts.assets.get(id);
    if (!a) return problems.push(`file "${id}" does not exist in this space`);
    const accept = effectiveAccept(field);
    if (checkAccept && accept !== 'any' && !a.content_type.startsWith(`${accept}/`)) {
      return problems.push(`file "${id}" is ${a.content_type}; this field takes ${accept === 'image' ? 'images' : 'videos'}`);
    }
    if (opts.publish) {
      const p = assetPublishProblem(a);
      if (p) problems.push(`file "${id}": ${p}`);
    }
  };
  switch (field.type) {
    case 'reference':
    case 'references':
    case 'list': {
      if (field.type === 'list') {
        for (const item of (field.item_fields ?? []).filter((i) => i.type === 'reference')) {
          for (const row of Array.isArray(value) ? value : []) {
            const id = (row as Record<string, unknown>)?.[item.api_id];
            if (typeof id === 'string') entryRule(id, item.link_content_types);
          }
        }
      } else for (const id of collectValueLinks(field, value, emptyLinks()).entries) entryRule(id, field.link_content_types);
      break;
    }
    case 'asset':
    case 'assets':
      for (const id of collectValueLinks(field, value, emptyLinks()).assets) assetRule(id, true);
      break;
    case 'rich_text': {
      // Each problem names where in the document it is, as a block document's path.
      for (const t of richTextTargets(value)) {
        const where = `(in the text at ${t.path})`;
        if (t.link_type === 'Asset') {
          if (!facts.assets.has(t.id)) problems.push(`file "${t.id}" ${where} does not exist in this space`);
          continue;
        }
        const before = problems.length;
        entryRule(t.id, field.link_content_types);
        for (let i = before; i < problems.length; i++) problems[i] = problems[i].replace(`entry "${t.id}"`, `entry "${t.id}" ${where}`);
      }
      if (opts.publish) {
        for (const img of richTextAssetImages(value)) {
          const a = facts.assets.get(img.id);
          if (a && !img.alt && !(a.alt && a.alt.trim())) problems.push(`image "${img.id}" in the text has no alt text; write ![alt text](asset:${img.id}) or set alt on the file`);
        }
      }
      break;
    }
  }
  return [...new Set(problems)];
}
