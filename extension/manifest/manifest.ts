import type { UserManifest } from 'wxt';
import { FALLBACK_API_URL, hostPermissionFor, normalizeApiUrl } from '../lib/api-address';
import { EXTENSION_PUBLIC_KEY, FIREFOX_EXTENSION_ID } from './key';

/** Any other API address the user may point the extension at (asked for when saved). */
const OPTIONAL_ORIGINS = ['http://*/*', 'https://*/*'];

export interface ManifestEnv {
  browser: string;
  /** WXT_API_URL at build time: the API address the build starts with. */
  apiUrl?: string;
}

/**
 * The manifest fields WXT does not derive from the entry points. Host permission covers the
 * API address the build starts with, so its cookies ride along without CORS; any other
 * http(s) address is an optional permission the options page asks for when it is saved.
 */
export function extensionManifest({ browser, apiUrl }: ManifestEnv): UserManifest {
  const api = normalizeApiUrl(apiUrl || FALLBACK_API_URL);
  const manifest: UserManifest = {
    name: 'Smart Cover Letter',
    description: 'Cover letters from the job posting you are reading, and an ATS check of your resume against it.',
    permissions: ['activeTab', 'scripting', 'storage', 'tabs', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    host_permissions: [hostPermissionFor(api)],
  };
  if (browser === 'firefox') {
    // Firefox builds are MV2, where optional origins are listed with the optional permissions.
    manifest.optional_permissions = OPTIONAL_ORIGINS as never;
    manifest.browser_specific_settings = {
      gecko: {
        id: FIREFOX_EXTENSION_ID,
        strict_min_version: '115.0',
        // The page being read is sent to the user's own API server; nothing goes elsewhere.
        data_collection_permissions: { required: ['websiteContent'] },
      },
    };
  } else {
    manifest.optional_host_permissions = OPTIONAL_ORIGINS;
    manifest.key = EXTENSION_PUBLIC_KEY;
  }
  return manifest;
}
