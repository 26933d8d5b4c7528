/**
 * The token cap of one AI-answers run (TESSERA_ANSWERS_MAX_TOKENS), held before each request
 * rather than noticed after it: a request is sent only when its worst case (the estimated
 * prompt, what a web search may add, and the `max_tokens` it is given) fits what is left.
 * A provider that reports no usage is counted by the estimate, so the cap holds with it too.
 */

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface BudgetUsage extends TokenUsage {
  requests: number;
  /** Requests whose provider reported no usage: counted by estimate. */
  estimated_requests: number;
  budget_tokens: number;
}

const encoder = new TextEncoder();

/**
 * A generous token count for text: one token per three UTF-8 bytes, plus a few per message.
 * English runs about four characters a token and most scripts fewer bytes than three a token,
 * so the estimate errs high, which is the safe side for a cap.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(encoder.encode(text).length / 3) + 8;
}

export class TokenBudget {
  readonly used: BudgetUsage;
  constructor(limit: number) {
    this.used = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, requests: 0, estimated_requests: 0, budget_tokens: limit };
  }

  get left(): number {
    return Math.max(0, this.used.budget_tokens - this.used.total_tokens);
  }

  /** True when a request that may cost `worst` tokens can be sent without passing the cap. */
  fits(worst: number): boolean {
    return worst <= this.left;
  }

  /**
   * Counts one request: the provider's usage when it reported any, else `estimate` (the
   * estimated prompt and the answer's estimated length, never more than its `max_tokens`).
   * Returns what was counted.
   */
  add(reported: TokenUsage | null, estimate: { prompt: number; completion: number }): TokenUsage {
    this.used.requests += 1;
    const usable = reported && reported.total_tokens + reported.prompt_tokens + reported.completion_tokens > 0;
    const counted = usable ? reported : { prompt_tokens: estimate.prompt, completion_tokens: estimate.completion, total_tokens: estimate.prompt + estimate.completion };
    if (!usable) this.used.estimated_requests += 1;
    this.used.prompt_tokens += counted.prompt_tokens;
    this.used.completion_tokens += counted.completion_tokens;
    this.used.total_tokens += counted.total_tokens;
    return counted;
  }
}

/** USD for one request at an engine's prices; null without prices. A provider's own figure wins. */
export function requestCost(counted: TokenUsage, price: { inputPer1m: number; outputPer1m: number; perRequest: number } | null, reported: number | null): number | null {
  if (reported !== null) return reported;
  if (!price) return null;
  return (counted.prompt_tokens * price.inputPer1m + counted.completion_tokens * price.outputPer1m) / 1_000_000 + price.perRequest;
}
