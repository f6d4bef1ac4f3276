import { describe, expect, it } from 'vitest';
import { chromeExtensionId } from './extension-id';
import { CHROME_EXTENSION_ID, EXTENSION_PUBLIC_KEY } from './key';
import { extensionManifest } from './manifest';

describe('extension manifest', () => {
  it('the committed key yields the documented Chrome extension id', () => {
    expect(chromeExtensionId(EXTENSION_PUBLIC_KEY)).toBe(CHROME_EXTENSION_ID);
    // Chrome's documented mapping: hex digits 0-f become letters a-p.
    expect(CHROME_EXTENSION_ID).toMatch(/^[a-p]{32}$/);
  });

  it('when built for Chrome, then it carries the key and the host permission of the default API', () => {
    const manifest = extensionManifest({ browser: 'chrome' });
    expect(manifest.key).toBe(EXTENSION_PUBLIC_KEY);
    expect(manifest.host_permissions).toEqual(['http://localhost/*']);
    expect(manifest.permissions).toEqual(expect.arrayContaining(['activeTab', 'scripting', 'sidePanel', 'storage', 'tabs']));
    expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
  });

  it('when built for another API address, then the host permission follows it (any port of that host)', () => {
    expect(extensionManifest({ browser: 'chrome', apiUrl: 'https://jobs.example.com:8443/app/' }).host_permissions).toEqual(['https://jobs.example.com/*']);
  });

  it('when built for Firefox, then it has a gecko id and optional origins instead of the Chrome key and sidePanel', () => {
    const manifest = extensionManifest({ browser: 'firefox' });
    expect(manifest.key).toBeUndefined();
    expect(manifest.permissions).not.toContain('sidePanel');
    expect(manifest.browser_specific_settings?.gecko?.id).toMatch(/@/);
    expect(manifest.optional_permissions).toEqual(['http://*/*', 'https://*/*']);
  });

  it('when the build address is not http(s), then the build stops with the reason', () => {
    expect(() => extensionManifest({ browser: 'chrome', apiUrl: 'ftp://example.com' })).toThrow('must start with http:// or https://');
  });
});
