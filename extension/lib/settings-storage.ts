import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { FALLBACK_API_URL, normalizeApiUrl } from './api-address';

/** Where the extension's settings live and which shape they have. Bump with a migration when the shape changes. */
const SETTINGS_KEY = 'local:settings';
export const SETTINGS_VERSION = 1;

const apiUrlSchema = z.string().transform((value, ctx) => {
  try {
    return normalizeApiUrl(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

/** The settings the options page edits. */
export const extensionSettingsSchema = z.object({
  /** The API (and web app) address: cookies, sign-in and every call go there. */
  apiUrl: apiUrlSchema,
});
export type ExtensionSettings = z.infer<typeof extensionSettingsSchema>;

/** What a fresh install uses: the address the build was made for. */
export const DEFAULT_SETTINGS: ExtensionSettings = {
  apiUrl: normalizeApiUrl(import.meta.env.WXT_API_URL || FALLBACK_API_URL),
};

const settingsItem = storage.defineItem<ExtensionSettings>(SETTINGS_KEY, {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
  // Version n's function turns a version n-1 value into a version n value; none yet.
  migrations: {},
});

/**
 * The stored settings, or the defaults when nothing is stored. A value this build cannot read
 * (edited by hand, written by a newer version) also gives the defaults rather than breaking
 * every page.
 */
export async function loadSettings(): Promise<ExtensionSettings> {
  const parsed = extensionSettingsSchema.safeParse(await settingsItem.getValue());
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** Validates, normalises and stores settings; throws an Error with a readable message when invalid. */
export async function saveSettings(input: z.input<typeof extensionSettingsSchema>): Promise<ExtensionSettings> {
  const parsed = extensionSettingsSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid settings');
  await settingsItem.setValue(parsed.data);
  return parsed.data;
}

/** Calls back with the new settings whenever any page saves them. */
export function watchSettings(callback: (settings: ExtensionSettings) => void): () => void {
  return settingsItem.watch((value) => {
    const parsed = extensionSettingsSchema.safeParse(value);
    callback(parsed.success ? parsed.data : DEFAULT_SETTINGS);
  });
}
