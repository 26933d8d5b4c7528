import { Type } from '@fastify/type-provider-typebox';
import { ANSWER_LIMITS, SCHEDULES } from '../../../domain/answers/settings.ts';
import { Nullable } from '../../schemas.ts';

/** Schemas of SPEC "Answers (AI assistant)" and what we add to it (docs/answers.md). */
export const MarketSchema = Type.Object(
  {
    country: Type.String({ maxLength: ANSWER_LIMITS.countryChars, description: 'where the people asking are: an ISO 3166 code such as "DE" or a name' }),
    city: Type.String({ maxLength: ANSWER_LIMITS.cityChars, description: 'their city; empty for a whole country' }),
  },
  { additionalProperties: false },
);

export const QuestionsBody = Type.Object(
  {
    questions: Type.Array(Type.String(), { description: `${1} to ${ANSWER_LIMITS.questions} questions people ask AI assistants, each up to ${ANSWER_LIMITS.questionChars} characters`, examples: [['Which bakery in Berlin bakes sourdough on Sundays?']] }),
    market: Type.Optional(
      Type.Object(
        {
          country: Type.Optional(Type.String({ description: 'where the people asking are: an ISO 3166 code such as "DE" or a name', examples: ['DE'] })),
          city: Type.Optional(Type.String({ description: 'their city; empty for a whole country', examples: ['Berlin'] })),
        },
        { additionalProperties: false, description: 'unsent: unchanged' },
      ),
    ),
    aliases: Type.Optional(Type.Array(Type.String(), { description: `up to ${ANSWER_LIMITS.aliases} other names the site goes by (its space name and domain always count)`, examples: [['Bäckerei Example']] })),
    samples: Type.Optional(Type.Integer({ description: `times each question is asked per run, 1 to ${ANSWER_LIMITS.samples} (answers vary); default 1`, examples: [1] })),
    schedule: Type.Optional(Type.Enum([...SCHEDULES], { description: 'how often runs happen by themselves; default weekly' })),
  },
  { additionalProperties: false, examples: [{ questions: ['Which bakery in Berlin bakes sourdough on Sundays?'], market: { country: 'DE', city: 'Berlin' }, schedule: 'weekly' }] },
);

export const AnswerSettingsSchema = Type.Object(
  {
    questions: Type.Array(Type.String()),
    market: MarketSchema,
    aliases: Type.Array(Type.String()),
    samples: Type.Integer(),
    schedule: Type.Enum([...SCHEDULES]),
    next_run_at: Nullable(Type.String({ description: 'when the next scheduled run is due; null while the schedule is off' })),
  },
  { title: 'AnswerSettings' },
);

const SourceSchema = Type.Object({ url: Type.String(), title: Nullable(Type.String()) });
const IssueEntrySchema = Type.Object({ id: Type.String(), content_type: Type.String(), field: Type.String(), title: Nullable(Type.String()) });

const IssueSchema = Type.Object(
  {
    key: Type.String({ description: 'stable across runs: the entry and field whose published text shows the claim is wrong' }),
    status: Type.Enum(['new', 'persisting']),
    claim: Type.String({ description: 'what the assistant said, quoted from its answer' }),
    correct: Type.String({ description: 'what the site says, quoted from its published content' }),
    answers: Type.Integer({ description: 'answers of this run that made the claim' }),
    question: Type.String(),
    questions: Type.Array(Type.String(), { description: 'every question whose answers made the claim' }),
    engines: Type.Array(Type.String(), { description: 'the engines whose answers made the claim' }),
    asked: Type.Boolean({ description: 'false when this run did not ask what raised it (cut short, or its engine failed): carried over unchanged, not resolved' }),
    entries: Type.Array(IssueEntrySchema),
    first_seen_at: Type.String(),
    ask_agent: Type.String({ description: 'an instruction an agent can carry out with this API to make the correct statement easier to find' }),
  },
  { title: 'AnswerIssue' },
);

const ResolvedIssueSchema = Type.Object({
  key: Type.String(),
  claim: Type.String(),
  correct: Type.String(),
  entries: Type.Array(IssueEntrySchema),
  first_seen_at: Type.String(),
  resolved_at: Type.String(),
});

const CitedPageSchema = Type.Object({ url: Type.String(), entry_id: Nullable(Type.String({ description: 'the entry the page shows, when it is one of ours' })) });

const ItemSchema = Type.Object({
  question: Type.String(),
  sample: Type.Integer(),
  engine: Type.String({ description: 'the configured engine that answered' }),
  grounded: Type.Boolean({ description: 'false when the engine answered from memory, without a web search' }),
  answer: Type.String(),
  sources: Type.Array(SourceSchema, { description: 'the URLs the engine cited, with titles' }),
  mentioned: Type.Boolean(),
  cited: Type.Boolean(),
  cited_pages: Type.Array(CitedPageSchema, { description: 'the sources that are pages of the site' }),
  position: Nullable(Type.Integer()),
  competitors: Type.Array(Type.String()),
  issues: Type.Integer(),
});

const summary = {
  id: Type.String(),
  status: Type.Enum(['succeeded', 'failed']),
  trigger: Type.Enum(['schedule', 'manual']),
  created_at: Type.String(),
  started_at: Nullable(Type.String()),
  finished_at: Nullable(Type.String()),
  error: Nullable(Type.String({ description: 'why a failed run failed' })),
  answers: Type.Integer(),
  mentioned: Type.Integer({ description: 'answers naming the site (its name, an alias or its domain)' }),
  cited: Type.Integer({ description: 'answers citing a page of the site as a source' }),
  average_position: Nullable(Type.Number({ description: 'average rank of the site among the brands named, 1 first' })),
  share_of_voice: Nullable(Type.Number({ description: "the site's mentions against all brand mentions (its own and competitors'), as a percentage" })),
};

const EngineSummarySchema = Type.Object({
  name: Type.String(),
  answers: Type.Integer(),
  mentioned: Type.Integer(),
  cited: Type.Integer(),
  average_position: Nullable(Type.Number()),
  share_of_voice: Nullable(Type.Number()),
});

const EngineFiguresSchema = Type.Object(
  {
    ...EngineSummarySchema.properties,
    kind: Type.Enum(['openai_search', 'openai_responses', 'perplexity', 'chat']),
    model: Type.String(),
    grounded: Type.Boolean(),
    error: Nullable(Type.String({ description: 'why this engine stopped answering in this run' })),
    competitors: Type.Array(Type.Object({ name: Type.String(), answers: Type.Integer() })),
    usage: Type.Object({ total_tokens: Type.Integer(), requests: Type.Integer(), cost_usd: Nullable(Type.Number()) }),
  },
  { title: 'AnswerEngineFigures' },
);

export const RunSummarySchema = Type.Object(
  {
    ...summary,
    issues: Type.Integer(),
    truncated: Type.Boolean(),
    cost_usd: Nullable(Type.Number({ description: "USD the run cost at the engines' prices; null when unknown" })),
    engines: Type.Array(EngineSummarySchema, { description: 'the same figures per engine, for the trend per engine' }),
  },
  { title: 'AnswerRunSummary' },
);

export const RunSchema = Type.Object(
  {
    ...summary,
    model: Nullable(Type.String()),
    requested_by: Nullable(Type.String()),
    competitors: Type.Array(Type.Object({ name: Type.String(), answers: Type.Integer() })),
    issues: Type.Array(IssueSchema),
    resolved_issues: Type.Array(ResolvedIssueSchema),
    items: Type.Array(ItemSchema),
    truncated: Type.Boolean({ description: 'the run ended before every question was asked of every engine (see stopped)' }),
    stopped: Nullable(Type.Enum(['token_cap', 'provider_failed'], { description: 'why it ended early; null when every question was asked' })),
    grounded: Type.Boolean({ description: 'false when no engine answered from a web search: the answers are models\' memory' }),
    engines: Type.Array(EngineFiguresSchema),
    top_cited_domains: Type.Array(Type.Object({ domain: Type.String(), answers: Type.Integer() }), { description: 'the hosts the answers cite most' }),
    top_cited_pages: Type.Array(Type.Object({ url: Type.String(), entry_id: Nullable(Type.String()), answers: Type.Integer() }), { description: "the site's pages the answers cite most" }),
    usage: Nullable(
      Type.Object({
        prompt_tokens: Type.Integer(),
        completion_tokens: Type.Integer(),
        total_tokens: Type.Integer(),
        requests: Type.Integer(),
        estimated_requests: Type.Integer({ description: 'requests whose provider reported no usage, counted by estimate' }),
        budget_tokens: Type.Integer(),
        cost_usd: Nullable(Type.Number()),
      }),
    ),
  },
  { title: 'AnswerRun' },
);

export const PendingRunSchema = Type.Object(
  { id: Type.String(), status: Type.Enum(['queued', 'running']), trigger: Type.Enum(['schedule', 'manual']), created_at: Type.String(), started_at: Nullable(Type.String()) },
  { title: 'PendingAnswerRun' },
);

export const AnswersSchema = Type.Object(
  {
    ...AnswerSettingsSchema.properties,
    run: Nullable(RunSchema),
    pending: Nullable(PendingRunSchema),
    history: Type.Array(RunSummarySchema, { description: 'the last 12 finished runs, newest first' }),
  },
  { title: 'Answers' },
);
