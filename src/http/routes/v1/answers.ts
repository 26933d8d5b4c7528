import { Type } from '@fastify/type-provider-typebox';
import { readAnswers } from '../../../app/answers/read-answers.ts';
import { startAnswersRun } from '../../../app/answers/start-answers-run.ts';
import { updateQuestions } from '../../../app/answers/update-questions.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { presentAnswers, presentAnswerSettings, presentPendingRun } from '../../../present/answers.ts';
import { actorOf } from '../../plugins/auth.ts';
import { responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';
import { AnswersSchema, AnswerSettingsSchema, PendingRunSchema, QuestionsBody } from './answer-schemas.ts';

/** SPEC "Answers (AI assistant)", plus starting a run on demand (docs/answers.md). */
export default async function answerRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id/answers',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: ['Answers'],
        operationId: 'getAnswers',
        summary: 'What AI assistants answer to the questions set for the site: the latest run, the one in progress, and the last 12 runs',
        params: SpaceParams,
        response: responses({ 200: AnswersSchema }, [401, 403]),
      },
    },
    async (request) => presentAnswers(await readAnswers(app.ctx.database.db, actorOf(request))),
  );

  app.patch(
    '/api/v1/spaces/:space_id/questions',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Answers'],
        operationId: 'setQuestions',
        summary: 'Set the questions asked of AI assistants (1 to 30, up to 200 characters each) and the market they are asked from',
        params: SpaceParams,
        body: QuestionsBody,
        response: responses({ 200: AnswerSettingsSchema }, [400, 401, 403, 422]),
      },
    },
    async (request) => presentAnswerSettings(await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => updateQuestions(app.ctx, uow, request.body))),
  );

  app.post(
    '/api/v1/spaces/:space_id/answers/runs',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Answers'],
        operationId: 'startAnswersRun',
        summary: 'Ask the questions now instead of waiting for the schedule (at most once per 10 minutes); 202 with the queued run, 200 with the run already in progress',
        params: SpaceParams,
        response: responses({ 200: Type.Object({ run: { ...PendingRunSchema, description: 'the run already waiting (no new one was started)' } }), 202: Type.Object({ run: { ...PendingRunSchema, description: 'the run started' } }) }, [401, 403, 422, 429, 503]),
      },
    },
    async (request, reply) => {
      const { run, created } = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => startAnswersRun(app.ctx, uow));
      return reply.code(created ? 202 : 200).send({ run: presentPendingRun(run) });
    },
  );
}
