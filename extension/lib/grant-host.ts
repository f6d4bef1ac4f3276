import { browser } from 'wxt/browser';
import { hostPermissionFor, normalizeApiUrl } from './api-address';

/**
 * Asks for access to the host of an API address (its cookies ride along only with it).
 * Resolves at once when already granted. Call it from the click handler: browsers show the
 * prompt only during a user gesture. Throws on an invalid address.
 */
export function requestHostAccess(apiUrl: string): Promise<boolean> {
  return browser.permissions.request({ origins: [hostPermissionFor(normalizeApiUrl(apiUrl))] });
}
