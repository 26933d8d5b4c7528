import { Type } from '@fastify/type-provider-typebox';
import { readAnswers } from '../../app/answers/read-answers.ts';
import { startAnswersRun } from '../../app/answers/start-answers-run.ts';
import { updateQuestions } from '../../app/answers/update-questions.ts';
import { ANSWER_LIMITS, SCHEDULES } from '../../domain/answers/settings.ts';
import { presentAnswers, presentAnswerSettings, presentPendingRun } from '../../present/answers.ts';
import { Nullable } from '../../present/nullable.ts';
import { Obj, Open } from '../outputs.ts';
import { defineTool, write } from '../tool.ts';

/** AI answers (SPEC "Answers (AI assistant)"): the same operations as the REST routes. */
const Settings = Obj('the questions and their settings', {
  questions: Type.Array(Type.String(), { description: 'the questions' }),
  schedule: Type.String({ description: 'how often runs happen' }),
  next_run_at: Nullable(Type.String({ description: 'when the next run starts' })),
});

export const answerTools = [
  defineTool({
    name: 'get_answers',
    title: 'Read AI answers about the site',
    description:
      'What AI assistants answer to the questions set for the site: the latest run (how many answers mention and cite the site, its average position, competitors, ' +
      'issues where answers contradict the published content, each with ask_agent saying how to fix it), a run in progress, and the last 12 runs.',
    input: Type.Object({}, { additionalProperties: false }),
    output: Obj('the AI answers report', {
      ...Settings.properties,
      run: Nullable(Open('the latest finished run: mentioned, cited, average_position, competitors, issues (each with ask_agent), items')),
      pending: Nullable(Open('a run waiting or in progress')),
      history: Type.Array(Open('a past run\'s figures'), { description: 'the last runs, newest first' }),
    }),
    needs: 'read_drafts',
    group: 'reports',
    readOnly: true,
    run: async (ctx) => presentAnswers(await readAnswers(ctx.app.database.db, ctx.actor)),
  }),
  defineTool({
    name: 'set_questions',
    title: 'Set the questions asked of AI assistants',
    description: `Replaces the questions (1 to ${ANSWER_LIMITS.questions}, each up to ${ANSWER_LIMITS.questionChars} characters) that runs ask AI assistants, and optionally the market they are asked from, other names of the site, samples per question and the schedule. Setting questions for the first time starts a run soon.`,
    input: Type.Object(
      {
        questions: Type.Array(Type.String({ maxLength: ANSWER_LIMITS.questionChars }), { minItems: 1, maxItems: ANSWER_LIMITS.questions, description: 'questions people ask AI assistants about what the site offers, e.g. "Where can I buy sourdough bread in Leeds?"' }),
        market: Type.Optional(
          Type.Object(
            { country: Type.Optional(Type.String({ description: 'ISO code such as "GB", or a name' })), city: Type.Optional(Type.String({ description: 'a city, or empty for the whole country' })) },
            { additionalProperties: false, description: 'where the questions are asked from' },
          ),
        ),
        aliases: Type.Optional(Type.Array(Type.String(), { maxItems: ANSWER_LIMITS.aliases, description: 'other names the site goes by' })),
        samples: Type.Optional(Type.Integer({ minimum: 1, maximum: ANSWER_LIMITS.samples, description: 'times each question is asked per run' })),
        schedule: Type.Optional(Type.Enum([...SCHEDULES], { description: 'how often runs happen by themselves' })),
      },
      { additionalProperties: false },
    ),
    output: Settings,
    needs: 'manage_model',
    group: 'reports',
    idempotentHint: true,
    run: async (ctx, args) => presentAnswerSettings(await write(ctx, (uow) => updateQuestions(ctx.app, uow, args))),
  }),
  defineTool({
    name: 'start_answers_run',
    title: 'Ask the questions now',
    description: 'Starts a run of the questions now instead of waiting for the schedule (at most once per 10 minutes). The run happens in the background: read its results with get_answers.',
    input: Type.Object({}, { additionalProperties: false }),
    output: Obj('the run', { run: Obj('the run', { id: Type.String({ description: 'its id' }), status: Type.String({ description: 'queued, running, succeeded or failed' }) }), started: Type.Boolean({ description: 'false when a run was already waiting (that run is answered)' }) }),
    needs: 'manage_model',
    group: 'reports',
    openWorld: true,
    run: async (ctx) => {
      const { run, created } = await write(ctx, (uow) => startAnswersRun(ctx.app, uow));
      return { run: presentPendingRun(run), started: created };
    },
  }),
];
