import { workerSignal } from '../worker-signal.ts';

/**
 * Connecting an engine or picking a site makes a sync due now; the search worker of this process
 * starts it at once (see worker-signal.ts).
 */
const sync = workerSignal();
export const onSearchSyncRequested = sync.on;
export const searchSyncRequested = sync.send;
