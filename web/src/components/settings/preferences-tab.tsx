import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { errorText } from '@common/api/api-error';
import {
  COVER_LETTER_LENGTHS,
  DATA_RETENTION_OPTIONS,
  LENGTH_PARAGRAPHS,
  WRITING_STYLES,
  type Settings,
} from '@common/contract/settings';
import { Button } from '@common/react/ui/button';
import { Label } from '@common/react/ui/label';
import { Switch } from '@common/react/ui/switch';
import { useSaveSettings } from '../../features/settings/save-settings';
import { toast } from '../../lib/use-toast';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';

type Preferences = Pick<
  Settings,
  'writingStyle' | 'coverLetterLength' | 'includeSkills' | 'includeAchievements' | 'encryptStorage' | 'autoDelete' | 'dataRetention'
>;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const RETENTION_LABELS: Record<Settings['dataRetention'], string> = {
  '30 days': '30 days',
  '90 days': '90 days',
  '1 year': '1 year',
  never: 'Never',
};

const SWITCHES: Array<{ field: keyof Preferences; label: string; hint: string }> = [
  { field: 'includeSkills', label: 'Include skills section', hint: 'Mention your most relevant skills in the letter' },
  { field: 'includeAchievements', label: 'Highlight key achievements', hint: 'Lead with measurable results from your resume' },
  { field: 'encryptStorage', label: 'Encrypt local storage', hint: 'Encrypt your resume text and generated content at rest' },
  { field: 'autoDelete', label: 'Auto-delete generated content after 24h', hint: 'Cover letters and optimized resumes are removed after a day' },
];

function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as T)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function PreferencesTab({ settings }: { settings: Settings }) {
  const [prefs, setPrefs] = useState<Preferences>({
    writingStyle: settings.writingStyle,
    coverLetterLength: settings.coverLetterLength,
    includeSkills: settings.includeSkills,
    includeAchievements: settings.includeAchievements,
    encryptStorage: settings.encryptStorage,
    autoDelete: settings.autoDelete,
    dataRetention: settings.dataRetention,
  });
  const save = useSaveSettings();
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) => setPrefs((p) => ({ ...p, [key]: value }));
  const switchIds = useId();

  function onSave() {
    save.mutate(prefs, {
      onSuccess: () => toast({ title: 'Settings saved', description: 'Your preferences have been updated' }),
      onError: (error) => toast({ title: 'Failed to save settings', description: errorText(error), variant: 'destructive' }),
    });
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Writing Preferences</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Writing style"
              value={prefs.writingStyle}
              options={WRITING_STYLES.map((value) => ({ value, label: capitalize(value) }))}
              onChange={(v) => set('writingStyle', v)}
            />
            <SelectField
              label="Cover letter length"
              value={prefs.coverLetterLength}
              options={COVER_LETTER_LENGTHS.map((value) => {
                const [min, max] = LENGTH_PARAGRAPHS[value];
                return { value, label: `${capitalize(value)} (${min}-${max} paragraphs)` };
              })}
              onChange={(v) => set('coverLetterLength', v)}
            />
          </div>
          {SWITCHES.map(({ field, label, hint }) => {
            const id = `${switchIds}-${field}`;
            return (
              <div key={field} className="flex items-start justify-between gap-4">
                <div className="space-y-1">
                  <Label htmlFor={id}>{label}</Label>
                  <p id={`${id}-hint`} className="text-xs text-slate-600">
                    {hint}
                  </p>
                </div>
                <Switch
                  id={id}
                  checked={prefs[field] as boolean}
                  onCheckedChange={(checked) => set(field, checked as never)}
                  aria-describedby={`${id}-hint`}
                />
              </div>
            );
          })}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Data &amp; Privacy</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <SelectField
            label="Data retention"
            value={prefs.dataRetention}
            options={DATA_RETENTION_OPTIONS.map((value) => ({ value, label: RETENTION_LABELS[value] }))}
            onChange={(v) => set('dataRetention', v)}
          />
          <div className="space-y-1">
            <Button variant="destructive" type="button" disabled aria-describedby={`${switchIds}-clear-hint`}>
              Clear All Data
            </Button>
            <p id={`${switchIds}-clear-hint`} className="text-xs text-slate-600">
              Not available yet: delete your resume in the Resume Upload tab.
            </p>
          </div>
        </CardContent>
      </Card>

      <Button onClick={onSave} disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
        Save Preferences
      </Button>
    </div>
  );
}
