import { Type } from '@fastify/type-provider-typebox';
import { ANSWER_LIMITS, SCHEDULES } from '../../../domain/answers/settings.ts';
import { Nullable } from '../../schemas.ts';
import { Bool, Int, Num, Str, Strings, Time } from '../../../present/schema-values.ts';

/** Schemas of SPEC "Answers (AI assistant)" and what we add to it (docs/answers.md). */
export const MarketSchema = Type.Object(
  {
    country: Type.String({ maxLength: ANSWER_LIMITS.countryChars, description: 'where the people asking are: an ISO 3166 code such as "DE" or a name', examples: ['DE'] }),
    city: Type.String({ maxLength: ANSWER_LIMITS.cityChars, description: 'their city; empty for a whole country', examples: ['Berlin'] }),
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
    questions: Strings('the questions asked of the AI assistants', ['Which bakery in Berlin bakes sourdough on Sundays?']),
    market: { ...MarketSchema, description: 'where the people asking are' },
    aliases: Strings('other names of the site counted as mentions', ['Kornblume']),
    samples: Int('answers asked per question and engine in a run', 3),
    schedule: Type.Enum([...SCHEDULES], { description: 'how often runs happen by themselves' }),
    next_run_at: Nullable(Time('when the next scheduled run is due; null while the schedule is off')),
  },
  { title: 'AnswerSettings' },
);

const Url = (description: string) => Str(description, 'https://example.com/blog/sourdough');
const SourceSchema = Type.Object({ url: Url('the cited URL'), title: Nullable(Str('its title, or null', 'Sourdough basics')) });
const IssueEntrySchema = Type.Object({
  id: Str('the entry', '4BqrajvA8E6qwgkieoqmqO'),
  content_type: Str('its content type', 'page'),
  field: Str('the field holding the correct statement', 'opening_hours'),
  title: Nullable(Str('its title, or null', 'Opening hours')),
});
const Entries = Type.Array(IssueEntrySchema, { description: 'the entries whose published text says what is correct' });
const Claim = Str('what the assistant said, quoted from its answer', 'closed on Sundays');
const Correct = Str('what the site says, quoted from its published content', 'open Sundays 8–14');
const FirstSeen = Time('the run that first found it');
const Competitor = Type.Object({ name: Str('the brand', 'Zeit für Brot'), answers: Int('answers naming it', 4) });

const IssueSchema = Type.Object(
  {
    key: Str('stable across runs: the entry and field whose published text shows the claim is wrong', '4BqrajvA8E6qwgkieoqmqO:opening_hours'),
    status: Type.Enum(['new', 'persisting'], { description: 'new in this run, or found before too' }),
    claim: Claim,
    correct: Correct,
    answers: Int('answers of this run that made the claim', 2),
    question: Str('the first question whose answers made it', 'Is the bakery open on Sundays?'),
    questions: Strings('every question whose answers made the claim', ['Is the bakery open on Sundays?']),
    engines: Strings('the engines whose answers made the claim', ['openai']),
    asked: Bool('false when this run did not ask what raised it (cut short, or its engine failed): carried over unchanged, not resolved', true),
    entries: Entries,
    first_seen_at: FirstSeen,
    ask_agent: Str('an instruction an agent can carry out with this API to make the correct statement easier to find', 'Add "open Sundays 8–14" to the description of entry 4BqrajvA8E6qwgkieoqmqO and publish it.'),
  },
  { title: 'AnswerIssue' },
);

const ResolvedIssueSchema = Type.Object({
  key: Str('the issue key', '4BqrajvA8E6qwgkieoqmqO:opening_hours'),
  claim: Claim,
  correct: Correct,
  entries: Entries,
  first_seen_at: FirstSeen,
  resolved_at: Time('the run that no longer found it'),
});

const CitedPageSchema = Type.Object({ url: Url('the page'), entry_id: Nullable(Str('the entry the page shows, when it is one of ours', '4BqrajvA8E6qwgkieoqmqO')) });

const ItemSchema = Type.Object({
  question: Str('the question asked', 'Which bakery in Berlin bakes sourdough on Sundays?'),
  sample: Int('which of the samples of this question and engine, 1 first', 1),
  engine: Str('the configured engine that answered', 'openai'),
  grounded: Bool('false when the engine answered from memory, without a web search', true),
  answer: Str('the answer, as given', 'Kornblume in Kreuzberg bakes sourdough on Sundays…'),
  sources: Type.Array(SourceSchema, { description: 'the URLs the engine cited, with titles' }),
  mentioned: Bool('true when it names the site', true),
  cited: Bool('true when it cites a page of the site', true),
  cited_pages: Type.Array(CitedPageSchema, { description: 'the sources that are pages of the site' }),
  position: Nullable(Int('the rank of the site among the brands named, 1 first; null when not named', 1)),
  competitors: Strings('other brands it names', ['Zeit für Brot']),
  issues: Int('wrong claims about the site it makes', 0),
});

const RunStatus = Type.Enum(['succeeded', 'failed'], { description: 'how the run ended' });
const Trigger = Type.Enum(['schedule', 'manual'], { description: 'started by the schedule or by a person' });
const summary = {
  id: Str('the run id', 'run_2Fh8Kq'),
  status: RunStatus,
  trigger: Trigger,
  created_at: Time('when it was asked for'),
  started_at: Nullable(Time('when it started, or null')),
  finished_at: Nullable(Time('when it ended, or null')),
  error: Nullable(Str('why a failed run failed', 'every engine failed: the provider answered 401')),
  answers: Int('answers collected', 18),
  mentioned: Int('answers naming the site (its name, an alias or its domain)', 11),
  cited: Int('answers citing a page of the site as a source', 6),
  average_position: Nullable(Num('average rank of the site among the brands named, 1 first', 1.8)),
  share_of_voice: Nullable(Num("the site's mentions against all brand mentions (its own and competitors'), as a percentage", 42.5)),
};

const EngineSummarySchema = Type.Object({
  name: Str('the engine', 'openai'),
  answers: summary.answers,
  mentioned: summary.mentioned,
  cited: summary.cited,
  average_position: summary.average_position,
  share_of_voice: summary.share_of_voice,
});

const EngineFiguresSchema = Type.Object(
  {
    ...EngineSummarySchema.properties,
    kind: Type.Enum(['openai_search', 'openai_responses', 'perplexity', 'chat'], { description: 'the kind of API the engine speaks' }),
    model: Str('the model asked', 'gpt-4o-search-preview'),
    grounded: Bool('true when it answered from a web search', true),
    error: Nullable(Str('why this engine stopped answering in this run', 'the provider answered 429')),
    competitors: Type.Array(Competitor, { description: 'other brands its answers named, most first' }),
    usage: Type.Object(
      { total_tokens: Int('tokens used', 24000), requests: Int('requests made', 9), cost_usd: Nullable(Num('USD at its prices; null when unknown', 0.31)) },
      { description: 'what it used in this run' },
    ),
  },
  { title: 'AnswerEngineFigures' },
);

export const RunSummarySchema = Type.Object(
  {
    ...summary,
    issues: Int('wrong claims found', 1),
    truncated: Bool('the run ended before every question was asked of every engine', false),
    cost_usd: Nullable(Num("USD the run cost at the engines' prices; null when unknown", 0.62)),
    engines: Type.Array(EngineSummarySchema, { description: 'the same figures per engine, for the trend per engine' }),
  },
  { title: 'AnswerRunSummary' },
);

export const RunSchema = Type.Object(
  {
    ...summary,
    model: Nullable(Str('the model asked (one engine), or null', 'gpt-4o-search-preview')),
    requested_by: Nullable(Str('who started it by hand, or null', 'Ada Lovelace')),
    competitors: Type.Array(Competitor, { description: 'other brands the answers named, most first' }),
    issues: Type.Array(IssueSchema, { description: 'wrong claims about the site, with the entries that say what is correct' }),
    resolved_issues: Type.Array(ResolvedIssueSchema, { description: 'claims found before that no answer of this run made' }),
    items: Type.Array(ItemSchema, { description: 'every answer' }),
    truncated: Bool('the run ended before every question was asked of every engine (see stopped)', false),
    stopped: Nullable(Type.Enum(['token_cap', 'provider_failed'], { description: 'why it ended early; null when every question was asked' })),
    grounded: Bool("false when no engine answered from a web search: the answers are models' memory", true),
    engines: Type.Array(EngineFiguresSchema, { description: 'the figures per engine' }),
    top_cited_domains: Type.Array(Type.Object({ domain: Str('the host', 'example.com'), answers: Int('answers citing it', 6) }), { description: 'the hosts the answers cite most' }),
    top_cited_pages: Type.Array(
      Type.Object({ url: Url('the page'), entry_id: Nullable(Str('the entry it shows, when one of ours', '4BqrajvA8E6qwgkieoqmqO')), answers: Int('answers citing it', 3) }),
      { description: "the site's pages the answers cite most" },
    ),
    usage: Nullable(
      Type.Object(
        {
          prompt_tokens: Int('tokens sent', 30000),
          completion_tokens: Int('tokens answered', 12000),
          total_tokens: Int('both together', 42000),
          requests: Int('requests made', 18),
          estimated_requests: Int('requests whose provider reported no usage, counted by estimate', 0),
          budget_tokens: Int('the most the run may use', 200000),
          cost_usd: Nullable(Num('USD at the engines\' prices; null when unknown', 0.62)),
        },
        { description: 'what the run used; null for runs from before usage was counted' },
      ),
    ),
  },
  { title: 'AnswerRun' },
);

export const PendingRunSchema = Type.Object(
  {
    id: Str('the run id', 'run_2Fh8Kq'),
    status: Type.Enum(['queued', 'running'], { description: 'waiting for a worker, or running' }),
    trigger: Trigger,
    created_at: Time('when it was asked for'),
    started_at: Nullable(Time('when it started, or null')),
  },
  { title: 'PendingAnswerRun' },
);

export const AnswersSchema = Type.Object(
  {
    ...AnswerSettingsSchema.properties,
    run: Nullable({ ...RunSchema, description: 'the latest finished run, or null' }),
    pending: Nullable({ ...PendingRunSchema, description: 'a run waiting or under way, or null' }),
    history: Type.Array(RunSummarySchema, { description: 'the last 12 finished runs, newest first' }),
  },
  { title: 'Answers' },
);
