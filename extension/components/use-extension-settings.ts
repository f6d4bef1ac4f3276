import { useEffect, useState } from 'react';
import { loadSettings, watchSettings, type ExtensionSettings } from '../lib/settings-storage';

/** The extension's settings, kept current when the options page saves; undefined while they load. */
export function useExtensionSettings(): ExtensionSettings | undefined {
  const [settings, setSettings] = useState<ExtensionSettings>();
  useEffect(() => {
    let live = true;
    loadSettings().then((loaded) => live && setSettings(loaded));
    const stop = watchSettings(setSettings);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return settings;
}
