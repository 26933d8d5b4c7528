/**
 * The states of a whole-site translation job (docs/translation.md "Translating a whole site"):
 * queued (waiting for a worker, or after the provider was down or limiting), running, paused
 * (at its token cap or the monthly cap; resumable), done, cancelled. A job whose entries fail is
 * still done: the failures are listed on it.
 */
export const TRANSLATION_JOB_STATUSES = ['queued', 'running', 'paused', 'done', 'cancelled'] as const;
export type TranslationJobStatus = (typeof TRANSLATION_JOB_STATUSES)[number];
