import OpenAI from 'openai';
import { BadGateway, BadRequest, HttpError, TooManyRequests } from '../http/errors';

/** Statuses the client sees for provider failures; 499 is only logged (the client has gone). */
export const CLIENT_CLOSED = 499;

export interface ProviderContext {
  model: string;
  baseURL: string;
  timeoutMs: number;
  /** True when our own time budget (not the client) aborted the call. */
  timedOut: boolean;
}

const host = (baseURL: string) => {
  try {
    return new URL(baseURL).host;
  } catch {
    return baseURL;
  }
};

/** Turns anything the openai SDK throws into an HttpError a user can act on. */
export function providerError(err: unknown, ctx: ProviderContext): HttpError {
  if (err instanceof HttpError) return err;
  if (ctx.timedOut || err instanceof OpenAI.APIConnectionTimeoutError) {
    return new HttpError(504, `The AI provider did not answer within ${Math.round(ctx.timeoutMs / 1000)} seconds. Please try again.`);
  }
  if (err instanceof OpenAI.APIUserAbortError) return new HttpError(CLIENT_CLOSED, 'The request was cancelled');
  if (err instanceof OpenAI.AuthenticationError) {
    return BadRequest('The AI provider rejected your API key. Check the OpenAI API key in settings.');
  }
  if (err instanceof OpenAI.PermissionDeniedError) {
    return BadRequest(`Your API key is not allowed to use the model '${ctx.model}'. Check the key or the model in settings.`);
  }
  if (err instanceof OpenAI.NotFoundError) {
    return BadRequest(`The AI provider at ${host(ctx.baseURL)} does not know the model '${ctx.model}'. Check the model and base URL in settings.`);
  }
  if (err instanceof OpenAI.RateLimitError) {
    const retryAfter = Number(err.headers?.get('retry-after')) || 30;
    return TooManyRequests('The AI provider is rate limiting your key, or its quota is used up. Please try again later.', retryAfter);
  }
  if (err instanceof OpenAI.APIConnectionError) {
    return BadGateway(`Could not reach the AI provider at ${host(ctx.baseURL)}. Please try again.`);
  }
  if (err instanceof OpenAI.APIError && typeof err.status === 'number') {
    if (err.status >= 500) return BadGateway(`The AI provider failed (HTTP ${err.status}). Please try again.`);
    const detail = (err.error as { message?: string } | undefined)?.message ?? '';
    return BadGateway(`The AI provider refused the request (HTTP ${err.status})${detail ? `: ${detail.slice(0, 200)}` : ''}`);
  }
  return BadGateway('The AI provider could not be used. Please try again.');
}
