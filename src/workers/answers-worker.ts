import type { AppContext } from '../app/context.ts';
import { onAnswersWork } from '../app/answers/answer-signal.ts';
import { queueDueAnswerRuns } from '../app/answers/queue-due-runs.ts';
import { runNextAnswers } from '../app/answers/run-answers.ts';
import { startLoop, type WorkerLog } from './loop.ts';

export interface AnswersWorker {
  stop(): Promise<void>;
}

/**
 * The AI-answers worker: queues scheduled runs that fell due and carries out queued runs one
 * at a time on this node. It wakes when a run is queued or questions change in this process,
 * and polls for other nodes' work. Runs are claimed with a lease, so any number of nodes can
 * run this worker and a run whose node died is taken up again.
 */
export function startAnswersWorker(ctx: AppContext, opts: { log: WorkerLog; pollMs?: number }): AnswersWorker {
  const pollMs = opts.pollMs ?? ctx.config.answers.pollMs;
  async function cycle(stopping: () => boolean): Promise<number> {
    await queueDueAnswerRuns(ctx.database, new Date());
    while (!stopping() && (await runNextAnswers(ctx)));
    return pollMs;
  }
  return startLoop({ name: 'answers worker', log: opts.log, pollMs, cycle, wake: (nudge) => onAnswersWork(ctx.database, nudge) });
}
