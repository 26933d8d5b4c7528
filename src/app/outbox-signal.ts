import { workerSignal } from './worker-signal.ts';

/**
 * The unit of work sends `outboxWritten` after committing events; the deploy-hook worker of the
 * same process wakes at once (see worker-signal.ts).
 */
const outbox = workerSignal();
export const onOutboxWritten = outbox.on;
export const outboxWritten = outbox.send;
