import { Progress } from './ui/progress';

/** Upload progress, then what the server is doing once the bytes are sent. */
export function UploadProgress({ progress, working }: { progress: number; working: string }) {
  const sent = progress >= 100;
  return (
    <div className="space-y-1.5" role="status" aria-live="polite">
      <Progress value={progress} aria-label="Upload progress" />
      <p className="text-xs text-slate-700">{sent ? working : `Uploading... ${progress}%`}</p>
    </div>
  );
}
