/** The API address when neither the build (WXT_API_URL) nor the user chose one. */
export const FALLBACK_API_URL = 'http://localhost:3000';

/**
 * An API address as the extension stores it: http(s), no user, query or fragment, no
 * trailing slash. Throws an Error whose message can be shown to the user.
 */
export function normalizeApiUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new Error(`'${input.trim()}' is not an address: write it like ${FALLBACK_API_URL}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('The API address must start with http:// or https://');
  if (url.username || url.password) throw new Error('The API address must not contain a user name or password');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The host permission that lets the extension send cookies to an API address. A match
 * pattern without a port matches every port of the host, in Chrome and Firefox alike.
 */
export function hostPermissionFor(apiUrl: string): string {
  const url = new URL(apiUrl);
  return `${url.protocol}//${url.hostname}/*`;
}
