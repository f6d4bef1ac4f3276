import { CheckCircle2, FileWarning, Loader2 } from 'lucide-react';
import type { Resume } from '@common/contract/resumes';

/** The main screen's resume box (loading, 'Resume uploaded' + 'Ready', 'No resume' + 'Missing'), with a way to upload in the app. */
export function ResumeStatus({ resume, onUpload }: { resume: Resume | null | undefined; onUpload: () => void }) {
  if (resume === undefined) {
    return (
      <div role="status" className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading...
      </div>
    );
  }
  if (resume) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-md border border-green-200 bg-green-50 p-3">
        <div className="flex min-w-0 items-center gap-2">
          <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden />
          <div className="min-w-0">
            <p className="text-sm font-medium text-green-900">Resume uploaded</p>
            <p className="truncate text-xs text-green-800">{resume.filename || 'Resume file'}</p>
          </div>
        </div>
        <span className="rounded-full bg-green-700 px-2.5 py-0.5 text-xs font-semibold text-white">Ready</span>
      </div>
    );
  }
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 p-3">
      <div className="flex min-w-0 items-center gap-2">
        <FileWarning className="size-5 shrink-0 text-amber-800" aria-hidden />
        <div>
          <p className="text-sm font-medium text-amber-950">No resume</p>
          <button type="button" onClick={onUpload} className="text-xs text-amber-900 underline underline-offset-2">
            Upload one in the app
          </button>
        </div>
      </div>
      <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">Missing</span>
    </div>
  );
}
