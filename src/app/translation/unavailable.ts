import { appError, type AppError } from '../../domain/errors.ts';
import { AiError } from '../../integrations/ai/index.ts';

/**
 * SPEC "Errors" `translation_unavailable` (503, nothing saved), with a fix that names what to
 * do for each way the AI provider can fail.
 */
export function translationUnavailable(err: AiError | 'not_configured'): AppError {
  if (err === 'not_configured') {
    return appError('translation_unavailable', 'No AI provider is configured on this server, so nothing can be translated. Nothing was saved.', {
      fix: 'Ask the operator to set TESSERA_AI_BASE_URL (an OpenAI-compatible chat-completions API), TESSERA_AI_API_KEY and TESSERA_AI_MODEL, then try again.',
      details: { reason: 'not_configured' },
    });
  }
  const said = `${err.message}. Nothing was saved.`;
  const details = { reason: err.reason, ...(err.status ? { provider_status: err.status } : {}) };
  switch (err.reason) {
    case 'rejected':
      return appError('translation_unavailable', `The AI provider refused the request: ${said}`, {
        fix: 'Ask the operator to check TESSERA_AI_API_KEY and TESSERA_AI_MODEL (the provider rejected the key or the model), then try again.',
        details,
      });
    case 'bad_answer':
      return appError('translation_unavailable', `The AI provider's answer could not be used: ${said}`, {
        fix: 'Try again; if it keeps happening, ask the operator to choose a model that follows JSON output instructions (TESSERA_AI_MODEL).',
        details,
      });
    case 'rate_limited':
      return appError('translation_unavailable', `The AI provider is limiting how fast we may ask: ${said}`, {
        fix: 'Wait a minute and try again; for many entries start a translation job (POST …/translation_jobs), which paces itself.',
        details,
      });
    case 'too_large':
      return appError('translation_unavailable', `The entry is too large for one exchange with the AI provider: ${said}`, {
        fix: 'Split the longest text of this entry into several fields or entries, then try again.',
        details,
      });
    default:
      return appError('translation_unavailable', `The AI provider did not answer: ${said}`, {
        fix: 'Try again in a few minutes. If it keeps failing, ask the operator to check that the provider at TESSERA_AI_BASE_URL is up (and TESSERA_AI_TIMEOUT_MS).',
        details,
      });
  }
}

/** The space's monthly token cap is reached: nothing is asked of the provider until the owner raises it or the month ends. */
export function monthlyCapReached(used: number, cap: number, month: string): AppError {
  return appError('translation_unavailable', `This site has used ${used} of its ${cap} translation tokens for ${month}, the monthly cap its owner set. Nothing was translated or saved.`, {
    fix: 'Ask an owner to raise or remove the cap (PUT …/translation_settings {"monthly_token_cap": …}), or wait until the next month (UTC).',
    details: { reason: 'monthly_cap', used_tokens: used, monthly_token_cap: cap, month },
  });
}

export function isAiError(err: unknown): err is AiError {
  return err instanceof AiError;
}
