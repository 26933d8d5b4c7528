import { workerSignal } from '../worker-signal.ts';

/** A queued run or a changed schedule wakes the answers worker of this process (see worker-signal.ts). */
const answers = workerSignal();
export const onAnswersWork = answers.on;
export const answersWorkQueued = answers.send;
