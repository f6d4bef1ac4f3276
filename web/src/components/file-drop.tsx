import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { cn } from '@common/react/cn';

interface FileDropProps {
  accept: string;
  /** Shown under the prompt, e.g. the accepted types and the size limit. */
  hint: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** The chosen file's name, shown in the zone. */
  fileName?: string | null;
  label?: string;
}

/** A drop zone that is also a labelled file input, so it works by keyboard and screen reader. */
export function FileDrop({ accept, hint, onFile, disabled, fileName, label = 'Choose a resume file' }: FileDropProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
        dragging ? 'border-blue-600 bg-blue-50' : 'border-slate-300 bg-slate-50',
        disabled && 'opacity-60',
      )}
    >
      <Upload className="size-8 text-slate-600" aria-hidden />
      <p className="text-sm text-slate-800">
        Drop a file here or{' '}
        <label htmlFor={id} className="cursor-pointer font-medium text-blue-700 underline underline-offset-2">
          browse
        </label>
      </p>
      <p className="text-xs text-slate-600">{hint}</p>
      {fileName && <p className="text-sm font-medium text-slate-900">Selected: {fileName}</p>}
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        aria-label={label}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // Choosing the same file again must fire change again.
          event.target.value = '';
        }}
      />
    </div>
  );
}
