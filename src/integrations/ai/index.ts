export { aiClientFrom, createAiClient, retryAfterMs, AI_DEFAULTS } from './client.ts';
export type { AiClient, AiSettings, ChatMessage, ChatRequest, ChatResult, JsonChatResult, JsonSchemaFormat, Usage } from './client.ts';
export { AiError } from './errors.ts';
export type { AiFailureReason } from './errors.ts';
export { packByBudget, splitText } from './budget.ts';
export { extractJson } from './json-answer.ts';
export { Semaphore } from './concurrency.ts';
