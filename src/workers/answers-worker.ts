import type { AppContext } from '../app/context.ts';
import { onAnswersWork } from '../app/answers/answer-signal.ts';
import { queueDueAnswerRuns } from '../app/answers/queue-due-runs.ts';
import { runNextAnswers } from '../app/answers/run-answers.ts';
import type { WorkerLog } from './hook-worker.ts';

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
  let timer: NodeJS.Timeout | undefined;
  let cycle: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
  };

  async function once(): Promise<void> {
    await queueDueAnswerRuns(ctx.database, new Date());
    while (!stopped && (await runNextAnswers(ctx)));
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    if (cycle) {
      again = true;
      return;
    }
    cycle = once().catch((err) => opts.log.error({ err }, 'answers worker cycle failed'));
    await cycle;
    cycle = null;
    schedule(again ? 0 : pollMs);
    again = false;
  }

  const unsubscribe = onAnswersWork(ctx.database, () => schedule(0));
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      if (cycle) await cycle;
    },
  };
}
