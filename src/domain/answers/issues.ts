/**
 * Issues of AI answers (SPEC "Answers": statements contradicting the site's published
 * content, each with `claim` and `correct`), tracked across runs as new, persisting or
 * resolved, each with an instruction an agent can carry out through the API.
 */

export interface IssueEntry {
  id: string;
  content_type: string;
  field: string;
  title: string | null;
}

/** One contradiction found in one answer, already checked against the content it cites. */
export interface FoundIssue {
  claim: string;
  correct: string;
  entry: IssueEntry;
  question: string;
  /** The engine whose answer made the claim. */
  engine: string;
}

export interface TrackedIssue {
  /** Stable across runs: the entry and field whose published text shows the claim is wrong. */
  key: string;
  status: 'new' | 'persisting';
  /** False when this run did not ask the question(s) the claim came from (cut short, or the engine failed): carried over unchanged. */
  asked: boolean;
  claim: string;
  correct: string;
  /** Answers of this run that made the claim. */
  answers: number;
  question: string;
  /** Every question and engine whose answers made the claim. */
  questions: string[];
  engines: string[];
  entries: IssueEntry[];
  first_seen_at: string;
  ask_agent: string;
}

export interface ResolvedIssue {
  key: string;
  claim: string;
  correct: string;
  entries: IssueEntry[];
  first_seen_at: string;
  resolved_at: string;
}

/** The FAQ-like content type of a space, if it has one (an entry answering the question can be added). */
export interface FaqType {
  api_id: string;
  question_field: string;
  answer_field: string;
}

export interface AskContext {
  spaceId: string;
  faq: FaqType | null;
}

const quote = (s: string, max = 160) => JSON.stringify(s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * What an agent should do so assistants find the correct statement: add an FAQ entry answering
 * the question with it (as a dry-run batch to inspect, then send), or, without an FAQ type,
 * state it plainly in the field that holds it and publish again.
 */
export function askAgent(issue: Pick<TrackedIssue, 'claim' | 'correct' | 'question'> & { entry: IssueEntry }, ctx: AskContext): string {
  const e = issue.entry;
  const named = `entry ${e.id}${e.title ? ` (${quote(e.title, 80)})` : ''} of type ${e.content_type}`;
  const base = `AI assistants answer ${quote(issue.question, 120)} with ${quote(issue.claim)}, but ${named} says in its "${e.field}" field: ${quote(issue.correct)}.`;
  if (ctx.faq) {
    const batch = {
      operations: [
        { op: 'create_entry', ref: 'faq', content_type: ctx.faq.api_id, fields: { [ctx.faq.question_field]: issue.question, [ctx.faq.answer_field]: issue.correct } },
        { op: 'publish_entry', id: '$faq' },
      ],
    };
    return `${base} Make the correct statement easy to find: add an FAQ entry answering the question. Inspect it first with POST /api/v1/spaces/${ctx.spaceId}/batch?dry_run=true and this body, adjust the wording, then send it without dry_run: ${JSON.stringify(batch)}`;
  }
  return `${base} Make the correct statement easy to find: read the entry (GET /api/v1/spaces/${ctx.spaceId}/entries/${e.id}), state the fact in one plain sentence near the start of "${e.field}" with PATCH /api/v1/spaces/${ctx.spaceId}/entries/${e.id} {"version": <current>, "fields": {"${e.field}": …}}, then POST /api/v1/spaces/${ctx.spaceId}/entries/${e.id}/publish.`;
}

export const issueKey = (entry: Pick<IssueEntry, 'id' | 'field'>) => `${entry.id}/${entry.field}`;

/**
 * This run's issues against the previous run's: an issue whose key was there before persists
 * (keeping when it was first seen), one that was not is new. A previous issue no answer repeats
 * is resolved only when this run asked what raised it (each of its questions, by each of its
 * engines that answered in this run); otherwise, in a run cut short or with an engine down, it
 * is carried over as it was, `asked: false`. `wasAsked` null: every question was asked.
 */
export function trackIssues(
  found: readonly FoundIssue[],
  previous: readonly TrackedIssue[] | null,
  ctx: AskContext,
  now: string,
  wasAsked: ((engine: string | null, question: string) => boolean) | null = null,
): { issues: TrackedIssue[]; resolved: ResolvedIssue[] } {
  const before = new Map((previous ?? []).map((i) => [i.key, i]));
  const byKey = new Map<string, TrackedIssue>();
  for (const f of found) {
    const key = issueKey(f.entry);
    const seen = byKey.get(key);
    if (seen) {
      seen.answers += 1;
      if (!seen.questions.includes(f.question)) seen.questions.push(f.question);
      if (!seen.engines.includes(f.engine)) seen.engines.push(f.engine);
      continue;
    }
    const prior = before.get(key);
    byKey.set(key, {
      key,
      status: prior ? 'persisting' : 'new',
      asked: true,
      claim: f.claim,
      correct: f.correct,
      answers: 1,
      question: f.question,
      questions: [f.question],
      engines: [f.engine],
      entries: [f.entry],
      first_seen_at: prior?.first_seen_at ?? now,
      ask_agent: askAgent({ ...f }, ctx),
    });
  }
  const askedAgain = (p: TrackedIssue): boolean => {
    if (!wasAsked) return true;
    const questions = p.questions?.length ? p.questions : [p.question];
    const engines = p.engines?.length ? p.engines : [null];
    return questions.every((q) => engines.some((e) => wasAsked(e, q)));
  };
  const resolved: ResolvedIssue[] = [];
  for (const p of previous ?? []) {
    if (byKey.has(p.key)) continue;
    if (askedAgain(p)) resolved.push({ key: p.key, claim: p.claim, correct: p.correct, entries: p.entries, first_seen_at: p.first_seen_at, resolved_at: now });
    else byKey.set(p.key, { ...p, status: 'persisting', asked: false, answers: 0, questions: p.questions ?? [p.question], engines: p.engines ?? [] });
  }
  return { issues: [...byKey.values()], resolved };
}

/** Finds a content type that holds questions and answers (FAQ), by its API ID and field names. */
export function findFaqType(types: ReadonlyArray<{ api_id: string; fields: ReadonlyArray<{ api_id: string; type: string }> }>): FaqType | null {
  for (const t of types) {
    if (!/faq|question/i.test(t.api_id)) continue;
    const q = t.fields.find((f) => /^(question|title|name)$/i.test(f.api_id) && (f.type === 'symbol' || f.type === 'text'));
    const a = t.fields.find((f) => /^(answer|body|text|content)$/i.test(f.api_id) && (f.type === 'text' || f.type === 'rich_text' || f.type === 'symbol'));
    if (q && a) return { api_id: t.api_id, question_field: q.api_id, answer_field: a.api_id };
  }
  return null;
}
