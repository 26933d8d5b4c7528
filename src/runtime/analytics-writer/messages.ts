import type { CountedEvent } from '../../app/analytics/store.ts';

/** What the main thread sends the analytics writer thread, and what it answers. */
export type ToWriterThread = { type: 'write'; id: number; events: readonly CountedEvent[] } | { type: 'close' };
export type FromWriterThread = { type: 'done'; id: number } | { type: 'failed'; id: number; error: { name: string; message: string } } | { type: 'closed' };

/** What the thread is started with: where the service's database is, and its SQLite write lock. */
export interface WriterThreadData {
  database: unknown;
  writeLock: SharedArrayBuffer | null;
}
