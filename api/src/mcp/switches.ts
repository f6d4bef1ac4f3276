import type { PlatformSwitchModel } from './switch-model';

/** How long a replica trusts its last read of a switch; another replica's change shows within this time. */
const CACHE_MS = 5_000;

/** Platform-wide on/off switches stored in the database, so every replica sees the same state. */
export function createSwitches(PlatformSwitch: PlatformSwitchModel, now: () => number = Date.now) {
  const cache = new Map<string, { on: boolean; at: number }>();

  /** Whether a switch is on (off when never set). Cheap: one primary-key read at most every 5 s. */
  async function isOn(name: string): Promise<boolean> {
    const hit = cache.get(name);
    if (hit && now() - hit.at < CACHE_MS) return hit.on;
    const row = await PlatformSwitch.findByPk(name, { attributes: ['enabled'] });
    const on = Boolean(row?.enabled);
    cache.set(name, { on, at: now() });
    return on;
  }

  async function set(name: string, enabled: boolean, userId: string | null = null): Promise<void> {
    await PlatformSwitch.upsert({ name, enabled, updatedBy: userId });
    cache.set(name, { on: enabled, at: now() });
  }

  /** Names of the switches that are on. */
  async function enabled(): Promise<string[]> {
    const rows = await PlatformSwitch.findAll({ where: { enabled: true }, attributes: ['name'] });
    return rows.map((r) => r.name).sort();
  }

  return { isOn, set, enabled };
}

export type Switches = ReturnType<typeof createSwitches>;
