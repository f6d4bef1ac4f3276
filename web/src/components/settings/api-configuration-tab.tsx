import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { errorText } from '@common/api/api-error';
import type { Settings, SettingsUpdate } from '@common/contract/settings';
import { Button } from '@common/react/ui/button';
import { Input } from '@common/react/ui/input';
import { Label } from '@common/react/ui/label';
import { isKeyConfigured } from '../../features/settings/get-settings';
import { useSaveSettings } from '../../features/settings/save-settings';
import { useTestConnection } from '../../features/settings/test-connection';
import { toast } from '../../lib/use-toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Progress } from '../ui/progress';
import { KeyField } from './key-field';

type Service = 'openai' | 'jina';
const SERVICE_NAMES: Record<Service, string> = { openai: 'OpenAI', jina: 'Jina' };

/** Static usage caps shown in the interface (SPEC section 9). */
const USAGE = [
  { label: 'OpenAI Requests', used: 0, cap: 100 },
  { label: 'Jina Reader Requests', used: 0, cap: 1000 },
];

export function ApiConfigurationTab({ settings }: { settings: Settings }) {
  const baseUrlId = useId();
  const modelId = useId();
  const [keys, setKeys] = useState<Record<Service, string>>({ openai: '', jina: '' });
  const [aiBaseUrl, setAiBaseUrl] = useState(settings.aiBaseUrl ?? '');
  const [aiModel, setAiModel] = useState(settings.aiModel ?? '');
  const save = useSaveSettings();
  const test = useTestConnection();

  function onTest(service: Service) {
    const apiKey = keys[service].trim();
    if (!apiKey) {
      toast({ title: 'API key required', description: 'Please enter an API key first', variant: 'destructive' });
      return;
    }
    test.mutate(
      { service, apiKey },
      {
        onSuccess: ({ connected }) =>
          toast(
            connected
              ? { title: `${SERVICE_NAMES[service]} connection successful`, description: 'API key is working correctly' }
              : { title: `${SERVICE_NAMES[service]} connection failed`, description: 'Please check your API key', variant: 'destructive' },
          ),
        onError: (error) => toast({ title: 'Connection test failed', description: errorText(error), variant: 'destructive' }),
      },
    );
  }

  function onSave() {
    // Keys left empty are omitted so the stored key is kept.
    const update: SettingsUpdate = { aiBaseUrl: aiBaseUrl.trim() || null, aiModel: aiModel.trim() || null };
    if (keys.openai.trim()) update.openaiApiKey = keys.openai.trim();
    if (keys.jina.trim()) update.jinaApiKey = keys.jina.trim();
    save.mutate(update, {
      onSuccess: () => toast({ title: 'Settings saved', description: 'Your preferences have been updated' }),
      onError: (error) => toast({ title: 'Failed to save settings', description: errorText(error), variant: 'destructive' }),
    });
  }

  const testing = test.isPending ? test.variables?.service : undefined;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>API Keys</CardTitle>
          <CardDescription>Your keys are stored encrypted on the server and are never shown again.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <KeyField
            label="OpenAI API Key"
            placeholder="sk-..."
            value={keys.openai}
            onChange={(openai) => setKeys((k) => ({ ...k, openai }))}
            connected={isKeyConfigured(settings.openaiApiKey)}
            onTest={() => onTest('openai')}
            testing={testing === 'openai'}
          />
          <KeyField
            label="Jina AI API Key"
            placeholder="jina_..."
            value={keys.jina}
            onChange={(jina) => setKeys((k) => ({ ...k, jina }))}
            connected={isKeyConfigured(settings.jinaApiKey)}
            onTest={() => onTest('jina')}
            testing={testing === 'jina'}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={baseUrlId}>Base URL (optional)</Label>
              <Input
                id={baseUrlId}
                type="url"
                inputMode="url"
                placeholder="http://localhost:11434/v1"
                value={aiBaseUrl}
                onChange={(event) => setAiBaseUrl(event.target.value)}
                aria-describedby={`${baseUrlId}-hint`}
              />
              <p id={`${baseUrlId}-hint`} className="text-xs text-slate-600">
                For Ollama, LM Studio or any OpenAI-compatible endpoint.
              </p>
            </div>
            <div className="space-y-2">
              <Label htmlFor={modelId}>Model (optional)</Label>
              <Input id={modelId} placeholder="gpt-4o-mini" value={aiModel} onChange={(event) => setAiModel(event.target.value)} />
            </div>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>API Usage This Month</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {USAGE.map(({ label, used, cap }) => (
            <div key={label} className="space-y-1">
              <div className="flex justify-between text-sm">
                <span>{label}</span>
                <span className="text-slate-700">
                  {used}/{cap}
                </span>
              </div>
              <Progress value={(used / cap) * 100} aria-label={`${label}: ${used} of ${cap}`} />
            </div>
          ))}
        </CardContent>
      </Card>

      <Button onClick={onSave} disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
        Save Settings
      </Button>
    </div>
  );
}
