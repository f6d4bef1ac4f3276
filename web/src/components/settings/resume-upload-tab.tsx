import { FileText, Trash2 } from 'lucide-react';
import { errorText } from '@common/api/api-error';
import { RESUME_ACCEPT } from '@common/contract/resumes';
import { Button } from '@common/react/ui/button';
import { useCurrentResume } from '../../features/resumes/get-current-resume';
import { useDeleteResume } from '../../features/resumes/delete-resume';
import { useUploadResume } from '../../features/resumes/upload-resume';
import { formatDate, formatKb } from '../../lib/format';
import { isTooLarge } from '../../lib/resume-file';
import { toast } from '../../lib/use-toast';
import { FileDrop } from '../file-drop';
import { PageLoading } from '../page-loading';
import { UploadProgress } from '../upload-progress';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/** Characters of the current resume shown in the preview (SPEC section 9). */
const PREVIEW_CHARS = 500;

export function ResumeUploadTab() {
  const current = useCurrentResume();
  const upload = useUploadResume();
  const remove = useDeleteResume();

  function onFile(file: File) {
    // The server refuses these too (413); checking first spares a long upload.
    if (isTooLarge(file)) {
      toast({ title: 'Failed to upload resume', description: 'Please choose a file of 10MB or less.', variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ resume }) =>
        toast({ title: 'Resume uploaded successfully', description: `${resume.filename} has been uploaded and parsed` }),
      onError: (error) => toast({ title: 'Failed to upload resume', description: errorText(error, 'Upload failed'), variant: 'destructive' }),
    });
  }

  function onDelete(id: string) {
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Resume deleted', description: 'Your resume has been removed' }),
      onError: (error) => toast({ title: 'Failed to delete resume', description: errorText(error), variant: 'destructive' }),
    });
  }

  const resume = current.data;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Upload Resume</CardTitle>
          <CardDescription>Your resume is used to write cover letters and tailor applications.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <FileDrop accept={RESUME_ACCEPT} hint="PDF, DOC, DOCX or TXT, up to 10MB" onFile={onFile} disabled={upload.isPending} />
          {upload.isPending && <UploadProgress progress={upload.progress} working="Reading your resume..." />}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Current Resume</CardTitle>
        </CardHeader>
        <CardContent>
          {current.isLoading ? (
            <PageLoading />
          ) : resume ? (
            <div className="space-y-3">
              <div className="flex items-start justify-between gap-3">
                <div className="flex min-w-0 items-start gap-2">
                  <FileText className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden />
                  <div className="min-w-0">
                    <p className="break-all font-medium" data-testid="resume-filename">{resume.filename}</p>
                    <p className="text-xs text-slate-600">
                      Uploaded {formatDate(resume.uploadDate)} · <span data-testid="resume-size">{formatKb(resume.fileSize)}</span>
                    </p>
                  </div>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onDelete(resume.id)}
                  disabled={remove.isPending}
                  aria-label={`Delete ${resume.filename}`}
                >
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              </div>
              <div>
                <h3 className="mb-1 text-sm font-medium">Preview</h3>
                <pre tabIndex={0}
                  data-testid="resume-preview"
                  className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-xs text-slate-800"
                >
                  {resume.content.slice(0, PREVIEW_CHARS)}
                  {resume.content.length > PREVIEW_CHARS ? '...' : ''}
                </pre>
              </div>
            </div>
          ) : (
            <p className="text-sm text-slate-700">No resume uploaded yet.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
