import { createHash } from 'node:crypto';
import type { CommittedWork } from '../app/unit-of-work.ts';

/**
 * In-process cache of finished entry-read responses (ARCHITECTURE "Performance targets"): the
 * encoded bytes and their ETag, keyed by space, reader audience (delivery vs drafts) and the
 * normalised query. A commit that touches the space bumps its generation and drops its
 * responses before the committing request answers; a fill that started before a commit is
 * never stored, so nothing stale survives a publish. Bounded by bytes, least recently used out.
 */
export type Audience = 'delivery' | 'drafts';

export interface CachedResponse {
  body: Buffer;
  etag: string;
}

interface Slot {
  value: CachedResponse;
  group: string;
  /** Read since the last eviction pass (second-chance eviction: hits cost no reordering). */
  hot: boolean;
}

/**
 * Changes that only touch latest (draft) values, or nothing any entry read shows (report
 * settings and runs): delivery responses stay valid.
 */
const DRAFT_ONLY_ACTIONS = new Set(['entry.created', 'entry.updated', 'answers.questions_updated', 'answers.run_started', 'readiness.checked']);
const DRAFT_ONLY_EVENTS = new Set(['entry.saved']);

export function invalidationScope(work: Pick<CommittedWork, 'actions' | 'events'>): 'drafts' | 'all' {
  return work.actions.every((a) => DRAFT_ONLY_ACTIONS.has(a)) && work.events.every((e) => DRAFT_ONLY_EVENTS.has(e)) ? 'drafts' : 'all';
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match with the weak comparison of RFC 9110 (GET): a list of tags, or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

const live = new Set<ResponseCache>();
const MAX_ALIASES = 50_000;

export class ResponseCache {
  private readonly slots = new Map<string, Slot>();
  /** Raw request URLs already answered → the normalised key of their response. */
  private readonly aliases = new Map<string, string>();
  private readonly groups = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private readonly pending = new Map<string, Promise<CachedResponse>>();
  private bytes = 0;
  private readonly maxBytes: number;
  /** Bumped by `clear`: a fill that started before is not stored. */
  private epoch = 0;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
    live.add(this);
  }

  close(): void {
    live.delete(this);
    this.slots.clear();
    this.aliases.clear();
    this.groups.clear();
  }

  get size(): { responses: number; bytes: number } {
    return { responses: this.slots.size, bytes: this.bytes };
  }

  /** A cached response by its key or by a raw URL alias, without filling (the hot path). */
  peek(spaceId: string, audience: Audience, key: string): CachedResponse | undefined {
    const full = `${spaceId}\u0000${audience}\u0000${key}`;
    const slot = this.slots.get(full) ?? this.slots.get(this.aliases.get(full) as string);
    if (!slot) return undefined;
    slot.hot = true;
    return slot.value;
  }

  /**
   * The cached response, or the one `fill` builds (concurrent misses of one key share a fill).
   * `alias` (a raw URL) is remembered so `peek` finds the response without normalising.
   */
  async get(spaceId: string, audience: Audience, key: string, fill: () => Promise<Buffer>, alias?: string): Promise<CachedResponse> {
    const group = `${spaceId}\u0000${audience}`;
    const full = `${group}\u0000${key}`;
    const fullAlias = alias === undefined ? undefined : `${group}\u0000${alias}`;
    const hit = this.slots.get(full);
    if (hit) {
      hit.hot = true;
      if (fullAlias) this.remember(group, fullAlias, full);
      return hit.value;
    }
    const generation = this.generations.get(group) ?? 0;
    const epoch = this.epoch;
    const flight = `${full}\u0000${generation}\u0000${epoch}`;
    const running = this.pending.get(flight);
    if (running) return running;
    const p = fill().then((body) => {
      const value = { body, etag: etagOf(body) };
      if ((this.generations.get(group) ?? 0) === generation && this.epoch === epoch) {
        this.store(group, full, value);
        if (fullAlias) this.remember(group, fullAlias, full);
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

  private remember(group: string, fullAlias: string, full: string): void {
    if (this.aliases.get(fullAlias) === full) return;
    if (this.aliases.size >= MAX_ALIASES) this.aliases.clear();
    this.aliases.set(fullAlias, full);
    this.groups.get(group)?.add(fullAlias);
  }

  private store(group: string, full: string, value: CachedResponse): void {
    if (value.body.length > this.maxBytes / 8) return;
    const old = this.slots.get(full);
    if (old) this.bytes -= old.value.body.length;
    this.slots.set(full, { value, group, hot: false });
    this.bytes += value.body.length;
    let keys = this.groups.get(group);
    if (!keys) this.groups.set(group, (keys = new Set()));
    keys.add(full);
    this.evict();
  }

  /** Oldest first, but a response read since its last pass gets a second chance. */
  private evict(): void {
    let budget = this.slots.size * 2;
    while (this.bytes > this.maxBytes && budget-- > 0) {
      const [k, slot] = this.slots.entries().next().value as [string, Slot];
      this.slots.delete(k);
      if (slot.hot) {
        slot.hot = false;
        this.slots.set(k, slot);
        continue;
      }
      this.bytes -= slot.value.body.length;
      this.groups.get(slot.group)?.delete(k);
    }
  }

  /** Drops every response of every space (this node may have missed invalidations: docs/deploy.md). */
  clear(): void {
    this.epoch += 1;
    this.slots.clear();
    this.aliases.clear();
    this.groups.clear();
    this.bytes = 0;
  }

  invalidate(spaceId: string, scope: 'drafts' | 'all' = 'all'): void {
    const audiences: Audience[] = scope === 'all' ? ['delivery', 'drafts'] : ['drafts'];
    for (const audience of audiences) {
      const group = `${spaceId}\u0000${audience}`;
      this.generations.set(group, (this.generations.get(group) ?? 0) + 1);
      for (const key of this.groups.get(group) ?? []) {
        this.aliases.delete(key);
        const slot = this.slots.get(key);
        if (slot) {
          this.slots.delete(key);
          this.bytes -= slot.value.body.length;
        }
      }
      this.groups.delete(group);
    }
  }
}

/** Drops every cached response of the space in this process (all caches). */
export function invalidateSpace(spaceId: string): void {
  for (const cache of live) cache.invalidate(spaceId, 'all');
}
