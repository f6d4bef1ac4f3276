import { DEFAULT_SETTINGS, MASKED_KEY, type Settings, type SettingsUpdate } from '@common/contract/settings';
import type { Models } from '../db/database';
import type { Sealer } from '../security/sealer';
import type { SettingsRecord } from './model';

/** What the server itself uses: stored keys in clear, never sent to a client. */
export interface EffectiveSettings extends Settings {}

type KeyField = 'openaiApiKey' | 'jinaApiKey';
const KEY_FIELDS: KeyField[] = ['openaiApiKey', 'jinaApiKey'];

export function createSettingsService(models: Models, sealer: Sealer) {
  const fromRow = (row: SettingsRecord | null): EffectiveSettings => {
    if (!row) return { ...DEFAULT_SETTINGS };
    return {
      openaiApiKey: row.openaiApiKey ? sealer.openText(row.openaiApiKey) : null,
      jinaApiKey: row.jinaApiKey ? sealer.openText(row.jinaApiKey) : null,
      aiBaseUrl: row.aiBaseUrl,
      aiModel: row.aiModel,
      writingStyle: row.writingStyle,
      coverLetterLength: row.coverLetterLength,
      includeSkills: row.includeSkills,
      includeAchievements: row.includeAchievements,
      encryptStorage: row.encryptStorage,
      autoDelete: row.autoDelete,
      dataRetention: row.dataRetention,
    };
  };

  /** The user's settings with keys in clear: for server-side use only. */
  async function effective(userId: string): Promise<EffectiveSettings> {
    return fromRow(await models.Settings.findByPk(userId));
  }

  /** The user's settings as a client may see them: keys replaced by MASKED_KEY. */
  function mask(s: EffectiveSettings): Settings {
    return { ...s, openaiApiKey: s.openaiApiKey ? MASKED_KEY : null, jinaApiKey: s.jinaApiKey ? MASKED_KEY : null };
  }

  /**
   * Applies a validated update. A key omitted or equal to MASKED_KEY keeps the stored one;
   * '' or null removes it.
   */
  async function update(userId: string, patch: SettingsUpdate): Promise<Settings> {
    const current = await effective(userId);
    const next: EffectiveSettings = { ...current };
    for (const [field, value] of Object.entries(patch) as Array<[keyof SettingsUpdate, unknown]>) {
      if (value === undefined) continue;
      if ((KEY_FIELDS as string[]).includes(field)) {
        const key = field as KeyField;
        if (value === MASKED_KEY) continue;
        next[key] = typeof value === 'string' && value.trim() ? value.trim() : null;
      } else if (field === 'aiBaseUrl' || field === 'aiModel') {
        next[field] = typeof value === 'string' && value.trim() ? value.trim().replace(/\/+$/, '') : null;
      } else {
        (next as unknown as Record<string, unknown>)[field] = value;
      }
    }
    await models.Settings.upsert({
      userId,
      ...next,
      openaiApiKey: next.openaiApiKey ? sealer.sealText(next.openaiApiKey) : null,
      jinaApiKey: next.jinaApiKey ? sealer.sealText(next.jinaApiKey) : null,
    });
    return mask(next);
  }

  return { effective, mask, update };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
