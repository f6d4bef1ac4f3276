import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, loadSettings, saveSettings, watchSettings } from './settings-storage';

describe('extension settings storage', () => {
  beforeEach(() => fakeBrowser.reset());

  it('when nothing is stored, then the build default address is used', async () => {
    expect(DEFAULT_SETTINGS.apiUrl).toBe('http://localhost:3000');
    expect(await loadSettings()).toEqual({ apiUrl: 'http://localhost:3000' });
  });

  it('when an address is saved, then it is normalised, stored with its version and read back', async () => {
    const saved = await saveSettings({ apiUrl: '  https://jobs.example.com/toolkit/  ' });
    expect(saved).toEqual({ apiUrl: 'https://jobs.example.com/toolkit' });
    expect(await loadSettings()).toEqual(saved);
    const raw = await fakeBrowser.storage.local.get(null);
    expect(raw.settings).toEqual({ apiUrl: 'https://jobs.example.com/toolkit' });
    expect(raw.settings$).toEqual({ v: SETTINGS_VERSION });
  });

  it.each([
    ['not an address', "'not an address' is not an address"],
    ['ftp://files.example.com', 'must start with http:// or https://'],
    ['https://me:secret@example.com', 'must not contain a user name or password'],
  ])('when the address is %s, then saving fails with a readable message and stores nothing', async (apiUrl, message) => {
    await expect(saveSettings({ apiUrl })).rejects.toThrow(message);
    expect(await fakeBrowser.storage.local.get('settings')).toEqual({});
  });

  it('when the stored value is unreadable, then the defaults are used instead of failing', async () => {
    await fakeBrowser.storage.local.set({ settings: { apiUrl: 42 }, settings$: { v: SETTINGS_VERSION } });
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('when another page saves, then watchers get the new settings', async () => {
    const seen: string[] = [];
    const stop = watchSettings((s) => seen.push(s.apiUrl));
    await saveSettings({ apiUrl: 'http://127.0.0.1:4000' });
    stop();
    await saveSettings({ apiUrl: 'http://127.0.0.1:5000' });
    expect(seen).toEqual(['http://127.0.0.1:4000']);
  });
});
