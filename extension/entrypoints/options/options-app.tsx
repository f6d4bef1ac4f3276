import { CheckCircle2, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { createApiClient } from '@common/api/api-client';
import { errorText } from '@common/api/api-error';
import { getAuthUser } from '@common/api/auth';
import { Button } from '@common/react/ui/button';
import { Input } from '@common/react/ui/input';
import { Label } from '@common/react/ui/label';
import { BrandHeader } from '../../components/brand-header';
import { useExtensionSettings } from '../../components/use-extension-settings';
import { FALLBACK_API_URL } from '../../lib/api-address';
import { requestHostAccess } from '../../lib/grant-host';
import { saveSettings } from '../../lib/settings-storage';
import { isUnreachable, unreachableText } from '../../lib/unreachable';

type Outcome = { tone: 'ok' | 'warn' | 'error'; text: string } | null;

/** Says whether the saved address answers and whether this browser is signed in there. */
async function checkConnection(apiUrl: string): Promise<Outcome> {
  try {
    const user = await getAuthUser(createApiClient({ baseUrl: apiUrl }));
    return user
      ? { tone: 'ok', text: `Saved. Connected to ${apiUrl} as ${user.email ?? user.firstName ?? 'you'}.` }
      : { tone: 'ok', text: `Saved. ${apiUrl} answers; sign in from the popup to use it.` };
  } catch (error) {
    return { tone: 'warn', text: `Saved, but ${isUnreachable(error) ? unreachableText(apiUrl) : errorText(error)}` };
  }
}

/** The options page: the API address, stored in extension storage. */
export function OptionsApp() {
  const settings = useExtensionSettings();
  const fieldId = useId();
  const hintId = useId();
  const [address, setAddress] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (settings) setAddress((current) => current || settings.apiUrl);
  }, [settings]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    let access: Promise<boolean>;
    try {
      // First thing in the handler: the permission prompt needs the user gesture.
      access = requestHostAccess(address);
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
      return;
    }
    setBusy(true);
    setOutcome(null);
    access
      .catch(() => false)
      .then(async (granted) => {
        const saved = await saveSettings({ apiUrl: address });
        setAddress(saved.apiUrl);
        if (!granted) {
          return {
            tone: 'warn',
            text: `Saved, but without access to ${new URL(saved.apiUrl).host} the browser will not send your sign-in to it. Save again and allow access.`,
          } satisfies Outcome;
        }
        return checkConnection(saved.apiUrl);
      })
      .then(setOutcome, (error: unknown) => setOutcome({ tone: 'error', text: errorText(error) }))
      .finally(() => setBusy(false));
  }

  return (
    <div className="mx-auto max-w-xl space-y-6 p-6">
      <BrandHeader subtitle="Extension options" />
      <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div className="space-y-2">
          <Label htmlFor={fieldId}>API address</Label>
          <Input
            id={fieldId}
            type="url"
            inputMode="url"
            placeholder={FALLBACK_API_URL}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            aria-describedby={hintId}
            disabled={!settings || busy}
          />
          <p id={hintId} className="text-xs text-slate-600">
            Where your Smart Cover Letter server runs (default {FALLBACK_API_URL}). Sign-in, letters and the ATS check go there.
          </p>
        </div>
        <Button type="submit" disabled={!settings || busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          Save
        </Button>
        <div role="status" aria-live="polite" className="min-h-5 text-sm">
          {outcome && (
            <p className={outcome.tone === 'ok' ? 'flex gap-2 text-green-800' : outcome.tone === 'warn' ? 'flex gap-2 text-amber-900' : 'flex gap-2 text-red-800'}>
              {outcome.tone === 'ok' ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden /> : <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />}
              {outcome.text}
            </p>
          )}
        </div>
      </form>
      <section className="space-y-1 text-sm text-slate-700">
        <h2 className="font-semibold text-slate-900">Running your own server?</h2>
        <p>Allow this extension to make signed-in requests by adding its origin to the server's ALLOWED_ORIGINS:</p>
        <code className="block break-all rounded bg-slate-100 px-2 py-1 text-xs">{location.origin}</code>
      </section>
    </div>
  );
}
