import { createHash } from 'node:crypto';
import type { TouchedContent } from '../app/touched-content.ts';
import { matchingTag, type Compressible } from './compressed-forms.ts';

/**
 * In-process cache of finished entry-read responses (ARCHITECTURE "Performance targets"): the
 * encoded bytes and their ETag, keyed by space, reader audience (delivery vs drafts) and the
 * normalised query. Each response records what it depends on (the content types it lists, the
 * entries and assets it shows or links to); a commit drops exactly the responses it could make
 * stale, before the committing request answers, and a fill that started before such a commit is
 * never stored, so nothing stale survives a publish. Bounded by bytes (the plain and the
 * compressed forms together, TESSERA_DELIVERY_CACHE_MB), least recently used out.
 */
export type Audience = 'delivery' | 'drafts';

/** The plain bytes, their ETag, and the compressed forms made so far (compressed-forms.ts). */
export type CachedResponse = Compressible;

/**
 * What a response shows. `lists`: content types whose entries it lists (membership, order and
 * total change with any entry of the type; `*` lists every type). `entries`: every entry id it
 * shows or links to, found or not (a link to an unpublished entry appears once it is published).
 * `assets`: every asset id it links to.
 */
export interface Dependencies {
  lists: readonly string[];
  entries: readonly string[];
  assets: readonly string[];
}

/** A fill's result: bytes alone depend on everything in the space. */
export type Filled = Buffer | { body: Buffer; dependsOn: Dependencies };

interface Slot {
  value: CachedResponse;
  group: string;
  dependsOn: Dependencies | null;
  /** Bytes counted against the bound: the plain body and every compressed form made. */
  bytes: number;
  /** Read since the last eviction pass (second-chance eviction: hits cost no reordering). */
  hot: boolean;
}

/** A change as one audience sees it. */
interface Change {
  everything: boolean;
  /** Content types whose lists changed; '*' when a written entry's type is unknown. */
  lists: Set<string>;
  entries: Set<string>;
  assets: Set<string>;
}

/** Keys of one space and audience, indexed by what they depend on. */
let groupSerial = 0;

class Group {
  /** Distinguishes a group from the one it replaced (fills of the old one are never joined). */
  readonly serial = ++groupSerial;
  generation = 0;
  readonly keys = new Set<string>();
  readonly whole = new Set<string>();
  readonly lists = new Map<string, Set<string>>();
  readonly entries = new Map<string, Set<string>>();
  readonly assets = new Map<string, Set<string>>();
  /** Recent changes by generation, so a fill that started before them can tell if it is stale. */
  readonly log: Array<{ generation: number; change: Change }> = [];

  add(key: string, deps: Dependencies | null): void {
    this.keys.add(key);
    if (!deps) return void this.whole.add(key);
    for (const t of deps.lists) indexAdd(this.lists, t, key);
    for (const id of deps.entries) indexAdd(this.entries, id, key);
    for (const id of deps.assets) indexAdd(this.assets, id, key);
  }

  remove(key: string, deps: Dependencies | null): void {
    this.keys.delete(key);
    if (!deps) return void this.whole.delete(key);
    for (const t of deps.lists) indexDelete(this.lists, t, key);
    for (const id of deps.entries) indexDelete(this.entries, id, key);
    for (const id of deps.assets) indexDelete(this.assets, id, key);
  }

  /** The keys a change makes stale. */
  affected(change: Change): Set<string> {
    if (change.everything) return new Set(this.keys);
    const out = new Set(this.whole);
    const take = (set: Set<string> | undefined) => set?.forEach((k) => out.add(k));
    if (change.lists.has('*')) for (const set of this.lists.values()) take(set);
    else for (const t of [...change.lists, '*']) take(this.lists.get(t));
    for (const id of change.entries) take(this.entries.get(id));
    for (const id of change.assets) take(this.assets.get(id));
    return out;
  }

  /** Whether a fill that started at `generation`, depending on `deps`, missed a change that affects it. */
  staleSince(generation: number, deps: Dependencies | null): boolean {
    if (generation === this.generation) return false;
    const missed = this.log.filter((l) => l.generation > generation);
    if (missed.length < this.generation - generation) return true; // older than the log: assume the worst
    return missed.some(({ change }) => changeAffects(change, deps));
  }
}

const LOG_LENGTH = 64;

function indexAdd(index: Map<string, Set<string>>, id: string, key: string): void {
  let set = index.get(id);
  if (!set) index.set(id, (set = new Set()));
  set.add(key);
}

function indexDelete(index: Map<string, Set<string>>, id: string, key: string): void {
  const set = index.get(id);
  if (set?.delete(key) && set.size === 0) index.delete(id);
}

function changeAffects(change: Change, deps: Dependencies | null): boolean {
  if (change.everything || !deps) return true;
  if (deps.lists.length > 0 && (change.lists.has('*') || deps.lists.some((t) => t === '*' ? change.lists.size > 0 : change.lists.has(t)))) return true;
  return deps.entries.some((id) => change.entries.has(id)) || deps.assets.some((id) => change.assets.has(id));
}

/** The part of a commit one audience sees: delivery readers see only published snapshots change. */
export function changeFor(touched: TouchedContent, audience: Audience): Change | null {
  const change: Change = { everything: touched.everything, lists: new Set(), entries: new Set(), assets: new Set(touched.assets) };
  for (const e of touched.entries) {
    if (audience === 'delivery' && !e.live) continue;
    change.entries.add(e.id);
    change.lists.add(e.content_type ?? '*');
  }
  return change.everything || change.entries.size > 0 || change.assets.size > 0 ? change : null;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * If-None-Match with the weak comparison of RFC 9110 (GET): a list of tags, or `*`; a tag of a
 * compressed form of the same content (`.br`/`.gz`, compression.ts) matches too.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  return matchingTag(header, etag) !== null;
}

const live = new Set<ResponseCache>();
const MAX_ALIASES = 50_000;

export class ResponseCache {
  private readonly slots = new Map<string, Slot>();
  /**
   * Per space, per audience: raw request URLs already answered → the full key of their response
   * (dangling ones miss harmlessly). Looked up by the space and the URL as they come, so the hot
   * path builds no key string.
   */
  private readonly aliases = new Map<string, Partial<Record<Audience, Map<string, string>>>>();
  private aliasCount = 0;
  private readonly groups = new Map<string, Group>();
  private readonly pending = new Map<string, Promise<CachedResponse>>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
    live.add(this);
  }

  close(): void {
    live.delete(this);
    this.slots.clear();
    this.aliases.clear();
    this.aliasCount = 0;
    this.groups.clear();
  }

  get size(): { responses: number; bytes: number } {
    return { responses: this.slots.size, bytes: this.bytes };
  }

  /** A cached response by its key or by a raw URL alias, without filling (the hot path). */
  peek(spaceId: string, audience: Audience, key: string): CachedResponse | undefined {
    const groupName = `${spaceId}\u0000${audience}`;
    const slot = this.slots.get(`${groupName}\u0000${key}`) ?? this.slots.get(this.aliases.get(spaceId)?.[audience]?.get(key) as string);
    if (!slot) return undefined;
    slot.hot = true;
    return slot.value;
  }

  /** `peek` by an alias only (a raw URL the cache was given with `get`): no key strings built. */
  peekAlias(spaceId: string, audience: Audience, alias: string): CachedResponse | undefined {
    const full = this.aliases.get(spaceId)?.[audience]?.get(alias);
    const slot = full === undefined ? undefined : this.slots.get(full);
    if (!slot) return undefined;
    slot.hot = true;
    return slot.value;
  }

  private group(name: string): Group {
    let g = this.groups.get(name);
    if (!g) this.groups.set(name, (g = new Group()));
    return g;
  }

  /**
   * The cached response, or the one `fill` builds (concurrent misses of one key share a fill).
   * `alias` (a raw URL) is remembered so `peek` finds the response without normalising.
   */
  async get(spaceId: string, audience: Audience, key: string, fill: () => Promise<Filled>, alias?: string): Promise<CachedResponse> {
    const groupName = `${spaceId}\u0000${audience}`;
    const full = `${groupName}\u0000${key}`;
    const hit = this.slots.get(full);
    if (hit) {
      hit.hot = true;
      if (alias !== undefined) this.remember(spaceId, audience, alias, full);
      return hit.value;
    }
    const group = this.group(groupName);
    const generation = group.generation;
    const flight = `${full}\u0000${group.serial}.${generation}`;
    const running = this.pending.get(flight);
    if (running) return running;
    const p = fill().then((filled) => {
      const body = Buffer.isBuffer(filled) ? filled : filled.body;
      const dependsOn = Buffer.isBuffer(filled) ? null : filled.dependsOn;
      const value: CachedResponse = { body, etag: etagOf(body) };
      // The group may have been dropped meanwhile (a change of everything): look it up again.
      const now = this.group(groupName);
      if (now === group && !group.staleSince(generation, dependsOn)) {
        this.store(groupName, full, value, dependsOn);
        if (alias !== undefined) this.remember(spaceId, audience, alias, full);
      }
      return value;
    });
    this.pending.set(flight, p);
    try {
      return await p;
    } finally {
      this.pending.delete(flight);
    }
  }

  private remember(spaceId: string, audience: Audience, alias: string, full: string): void {
    let map = this.aliases.get(spaceId)?.[audience];
    if (map?.get(alias) === full) return;
    if (this.aliasCount >= MAX_ALIASES) {
      this.aliases.clear();
      this.aliasCount = 0;
      map = undefined;
    }
    if (!map) {
      let perAudience = this.aliases.get(spaceId);
      if (!perAudience) this.aliases.set(spaceId, (perAudience = {}));
      perAudience[audience] = map = new Map();
    }
    if (!map.has(alias)) this.aliasCount++;
    map.set(alias, full);
  }

  private store(groupName: string, full: string, value: CachedResponse, dependsOn: Dependencies | null): void {
    if (value.body.length > this.maxBytes / 8) return;
    this.drop(full);
    const slot: Slot = { value, group: groupName, dependsOn, bytes: value.body.length, hot: false };
    this.slots.set(full, slot);
    this.bytes += slot.bytes;
    value.grown = (bytes) => {
      if (this.slots.get(full) !== slot) return;
      slot.bytes += bytes;
      this.bytes += bytes;
      this.evict();
    };
    this.group(groupName).add(full, dependsOn);
    this.evict();
  }

  private drop(full: string): void {
    const slot = this.slots.get(full);
    if (!slot) return;
    this.slots.delete(full);
    this.bytes -= slot.bytes;
    this.groups.get(slot.group)?.remove(full, slot.dependsOn);
  }

  /** Oldest first, but a response read since its last pass gets a second chance. */
  private evict(): void {
    let budget = this.slots.size * 2;
    while (this.bytes > this.maxBytes && budget-- > 0) {
      const [k, slot] = this.slots.entries().next().value as [string, Slot];
      if (slot.hot) {
        slot.hot = false;
        this.slots.delete(k);
        this.slots.set(k, slot);
        continue;
      }
      this.drop(k);
    }
  }

  /**
   * Drops every response of every space (several nodes: this node may have missed invalidations,
   * docs/deploy.md). Groups are replaced, so fills that started before are never stored.
   */
  clear(): void {
    this.slots.clear();
    this.aliases.clear();
    this.aliasCount = 0;
    this.groups.clear();
    this.bytes = 0;
  }

  /** Drops what a committed change makes stale, for each audience that sees it. */
  apply(spaceId: string, touched: TouchedContent): void {
    for (const audience of AUDIENCES) {
      const change = changeFor(touched, audience);
      if (!change) continue;
      const name = `${spaceId}\u0000${audience}`;
      if (change.everything) {
        this.dropGroup(name);
        continue;
      }
      const group = this.groups.get(name);
      if (!group) continue;
      for (const key of group.affected(change)) this.drop(key);
      group.generation++;
      group.log.push({ generation: group.generation, change });
      if (group.log.length > LOG_LENGTH) group.log.shift();
    }
  }

  /** Drops every cached response of the space (both audiences, or only readers of drafts). */
  invalidate(spaceId: string, scope: 'drafts' | 'all' = 'all'): void {
    const audiences: Audience[] = scope === 'all' ? ['delivery', 'drafts'] : ['drafts'];
    for (const audience of audiences) this.dropGroup(`${spaceId}\u0000${audience}`);
  }

  /** A new group replaces the old one, so fills that started before it are never stored. */
  private dropGroup(name: string): void {
    const group = this.groups.get(name);
    if (!group) return;
    for (const key of group.keys) {
      const slot = this.slots.get(key);
      if (slot) {
        this.slots.delete(key);
        this.bytes -= slot.bytes;
      }
    }
    this.groups.delete(name);
  }
}

const AUDIENCES: Audience[] = ['delivery', 'drafts'];

/** Drops every cached response of the space in this process (all caches). */
export function invalidateSpace(spaceId: string): void {
  for (const cache of live) cache.invalidate(spaceId, 'all');
}
