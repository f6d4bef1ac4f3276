import { ApiError } from '@common/api/api-error';

/**
 * Whether a call failed before any answer came back (server down, wrong address, no network,
 * host permission withheld): fetch rejects with a TypeError then, never with an ApiError.
 */
export function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError) && error instanceof TypeError;
}

/** What the popup and side panel say when the API cannot be reached. */
export const unreachableText = (apiUrl: string) => `The API at ${apiUrl} cannot be reached. Check that the server is running, or change the address in the extension's options.`;
