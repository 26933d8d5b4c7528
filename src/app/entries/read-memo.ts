import { hash } from 'node:crypto';
import type { ReadEntryRow } from '../../db/repos/entries.ts';
import type { RichTextFormat } from '../../domain/entries/types.ts';
import type { SpaceModel } from './space-model.ts';

/**
 * What reading and presenting one published entry for delivery produced, remembered across
 * requests (after a publish empties the response cache, a list of 100 posts
 * re-rendered all 100 although at most one had changed).
 *
 * Nothing here is invalidated by events: every use checks the entry against what the request
 * has just read from the database. An entry is reused only while its published snapshot has the
 * same SHA-1 (`digest`), its other shown columns are the same (`sys`), the space's model (space
 * settings, languages, content types) is the same, and — for the presented JSON — the same
 * linked entries are visible. So a publish, unpublish, edit by a language or field rewrite,
 * content-model or language change, or a deleted linked entry is seen by the very next read on
 * every node, with nothing to broadcast. Entries no read asks for any more leave by age.
 *
 * Delivery readers in the `json` and `markdown` formats only: `html` resolves file URLs, and
 * readers of drafts see translation states; both take the full path.
 */
export interface RememberedEntry {
  digest: string;
  sys: string;
  /** Entries and files the values link to, in this language. */
  entries: string[];
  assets: string[];
  /** The presented entry as JSON text, and which of `entries` were visible then ('1'/'0' each). */
  json?: string;
  shown?: string;
  /** Where it is remembered (an entry trimmed away meanwhile no longer counts). */
  key: string;
}

/** At most this many characters of remembered entries in the process (about 1 byte each: JSON is mostly Latin-1). */
const MAX_CHARS = 6 * 1024 * 1024;
const OVERHEAD = 200;

const remembered = new Map<string, RememberedEntry>();
const models = new Map<string, { key: string; generation: number }>();
let generations = 0;
let chars = 0;

const sizeOf = (e: RememberedEntry) => OVERHEAD + (e.json?.length ?? 0) + 40 * (e.entries.length + e.assets.length);

function forgetSpace(spaceId: string): void {
  const prefix = `${spaceId}\n`;
  for (const [k, e] of remembered) {
    if (!k.startsWith(prefix)) continue;
    remembered.delete(k);
    chars -= sizeOf(e);
  }
}

function trim(): void {
  for (const [k, e] of remembered) {
    if (chars <= MAX_CHARS) break;
    remembered.delete(k);
    chars -= sizeOf(e);
  }
}

/** Everything about the model a delivery entry's JSON can depend on (Maps written out). */
function modelKey(model: SpaceModel): string {
  const l = model.locales;
  return JSON.stringify([model.space, l.defaultLocale, l.codes, [...l.fallbacks], [...model.types.values()]]);
}

const sysOf = (row: ReadEntryRow) => `${row.content_type}\t${row.published_version}\t${row.created_at}\t${row.published_at}\t${row.first_published_at}\t${row.position}`;

/** The remembered entries of one space for one request's language and rich-text format. */
export class ReadMemo {
  readonly #prefix: string;

  /** `generation`: of the space's model, so a read that began before a model change never serves or stores under the new one. */
  constructor(spaceId: string, generation: number, locale: string, richText: RichTextFormat) {
    this.#prefix = `${spaceId}\n${generation}\n${locale}\n${richText}\n`;
  }

  /** The remembered entry for this row as read now, if it still fits; a stale one is dropped. */
  get(row: ReadEntryRow): RememberedEntry | undefined {
    const key = this.#prefix + row.id;
    const e = remembered.get(key);
    if (!e) return undefined;
    if (row.published_fields === null || e.sys !== sysOf(row) || e.digest !== digestOf(row.published_fields)) {
      remembered.delete(key);
      chars -= sizeOf(e);
      return undefined;
    }
    // Most recently used last: trimming drops the oldest first.
    remembered.delete(key);
    remembered.set(key, e);
    return e;
  }

  /** Remembers the links read from this row (its JSON comes later, through `setJson`). */
  set(row: ReadEntryRow, entries: string[], assets: string[]): RememberedEntry | undefined {
    if (row.published_fields === null) return undefined;
    const key = this.#prefix + row.id;
    const old = remembered.get(key);
    if (old) {
      remembered.delete(key);
      chars -= sizeOf(old);
    }
    const e: RememberedEntry = { digest: digestOf(row.published_fields), sys: sysOf(row), entries, assets, key };
    remembered.set(key, e);
    chars += sizeOf(e);
    trim();
    return e;
  }

  setJson(e: RememberedEntry, json: string, shown: string): void {
    const before = sizeOf(e);
    e.json = json;
    e.shown = shown;
    // Trimmed away meanwhile: nothing to count.
    if (remembered.get(e.key) !== e) return;
    chars += sizeOf(e) - before;
    trim();
  }
}

const digestOf = (published: string) => hash('sha1', published, 'base64');

/**
 * The memo for a read, or null when the read does not use one. A model that changed since the
 * space's entries were remembered forgets them all first.
 */
export function readMemoFor(model: SpaceModel, opts: { audience: string; locale: string; richText: RichTextFormat }): ReadMemo | null {
  if (opts.audience !== 'delivery' || opts.richText === 'html') return null;
  const spaceId = model.space.id;
  const key = hash('sha1', modelKey(model), 'base64');
  let known = models.get(spaceId);
  if (known?.key !== key) {
    forgetSpace(spaceId);
    known = { key, generation: ++generations };
    models.set(spaceId, known);
  }
  return new ReadMemo(spaceId, known.generation, opts.locale, opts.richText);
}

