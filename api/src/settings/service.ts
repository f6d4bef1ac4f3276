import { DEFAULT_SETTINGS, MASKED_KEY, type Settings, type SettingsUpdate } from '@common/contract/settings';
import type { Database } from '../db/database';
import type { Sealer } from '../security/sealer';
import { preparedSelect } from '../db/select';

/** What the server itself uses: stored keys in clear, never sent to a client. */
export interface EffectiveSettings extends Settings {}

type KeyField = 'openaiApiKey' | 'jinaApiKey';
const KEY_FIELDS: KeyField[] = ['openaiApiKey', 'jinaApiKey'];

/** The stored columns, in the contract's names. */
const FIELDS = [
  'openaiApiKey',
  'jinaApiKey',
  'aiBaseUrl',
  'aiModel',
  'writingStyle',
  'coverLetterLength',
  'includeSkills',
  'includeAchievements',
  'encryptStorage',
  'autoDelete',
  'dataRetention',
] as const;
type Row = Record<(typeof FIELDS)[number], unknown>;

export function createSettingsService({ models, read }: Pick<Database, 'models' | 'read'>, sealer: Sealer) {
  const byUser = preparedSelect(read, models.Settings, FIELDS, 'user_id = ?');

  /** A stored row in the contract's shape; `key` turns a sealed key into what the caller may see. */
  const fromRow = (row: Row | null, key: (sealed: string) => string): Settings => {
    if (!row) return { ...DEFAULT_SETTINGS };
    const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
    return {
      openaiApiKey: row.openaiApiKey ? key(String(row.openaiApiKey)) : null,
      jinaApiKey: row.jinaApiKey ? key(String(row.jinaApiKey)) : null,
      aiBaseUrl: text(row.aiBaseUrl),
      aiModel: text(row.aiModel),
      writingStyle: row.writingStyle as Settings['writingStyle'],
      coverLetterLength: row.coverLetterLength as Settings['coverLetterLength'],
      includeSkills: Boolean(row.includeSkills),
      includeAchievements: Boolean(row.includeAchievements),
      encryptStorage: Boolean(row.encryptStorage),
      autoDelete: Boolean(row.autoDelete),
      dataRetention: row.dataRetention as Settings['dataRetention'],
    };
  };

  /** The user's settings with keys in clear: for server-side use only. */
  async function effective(userId: string): Promise<EffectiveSettings> {
    return fromRow(await byUser.one([userId]), (sealed) => sealer.openText(sealed));
  }

  /** The user's settings as a client may see them: a stored key is MASKED_KEY, never opened. */
  async function forClient(userId: string): Promise<Settings> {
    return fromRow(await byUser.one([userId]), () => MASKED_KEY);
  }

  /** Effective settings as a client may see them: keys replaced by MASKED_KEY. */
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

  return { effective, forClient, mask, update };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
