/**
 * A non-success answer. message follows SPEC section 7 ("status: text", the body text or,
 * when the body is empty, the status text); serverMessage is the JSON body's "message" when there is one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  get serverMessage(): string | undefined {
    try {
      const body: unknown = JSON.parse(this.bodyText);
      if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
        return (body as { message: string }).message;
      }
    } catch {
      // not JSON: there is no server message, only the text
    }
    return undefined;
  }
}

/** The words to show a person for any thrown value: the server's message when it sent one. */
export function errorText(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
