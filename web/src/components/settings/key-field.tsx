import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@common/react/cn';
import { Button } from '@common/react/ui/button';
import { Input } from '@common/react/ui/input';
import { Label } from '@common/react/ui/label';

interface KeyFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A key is stored (or was just saved). */
  connected: boolean;
  onTest: () => void;
  testing: boolean;
}

/** One provider key: a hidden input with a show/hide toggle, its status and a Test button. */
export function KeyField({ label, placeholder, value, onChange, connected, onTest, testing }: KeyFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <span className={cn('flex items-center gap-1.5 text-xs font-medium', connected ? 'text-green-800' : 'text-slate-700')}>
          <span className={cn('size-2 rounded-full', connected ? 'bg-green-600' : 'bg-slate-400')} aria-hidden />
          {connected ? 'Connected' : 'Not configured'}
        </span>
      </div>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Input
            id={id}
            type={visible ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="pr-10"
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-700 hover:text-slate-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            aria-label={visible ? `Hide ${label}` : `Show ${label}`}
            aria-pressed={visible}
          >
            {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        </div>
        <Button type="button" variant="outline" onClick={onTest} disabled={testing} aria-label={`Test ${label}`}>
          {testing && <Loader2 className="animate-spin" aria-hidden />}
          Test
        </Button>
      </div>
      {connected && !value && <p className="text-xs text-slate-600">A key is saved. Enter a new key to replace it.</p>}
    </div>
  );
}
