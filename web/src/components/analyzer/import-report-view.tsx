import { AlertTriangle } from 'lucide-react';
import type { ImportReport } from '@common/contract/analysis';
import { cn } from '@common/react/cn';

const FIELD_LABELS: Record<keyof ImportReport['fields'], string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  work_experience: 'Work experience',
  skills: 'Skills',
  summary: 'Summary',
};

/** Below this confidence a field is flagged for the user to check by hand. */
const LOW_CONFIDENCE = 0.5;

/** What the reader saw in the file and what it could not read, so the user knows what to fix. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const weak = (Object.keys(FIELD_LABELS) as Array<keyof ImportReport['fields']>).filter((f) => report.fields[f] < LOW_CONFIDENCE);
  return (
    <section aria-labelledby="import-report-heading" className="space-y-3">
      <h3 id="import-report-heading" className="font-semibold">
        How your file was read
      </h3>
      <p className="text-sm text-slate-700">
        {report.pages} {report.pages === 1 ? 'page' : 'pages'}, {report.layout.columns === 1 ? 'single-column' : `${report.layout.columns}-column`} layout
        {report.imageOnlyPages.length > 0 && (
          <>
            . Pages with no readable text (images): <strong>{report.imageOnlyPages.join(', ')}</strong>
          </>
        )}
        .
      </p>
      {(report.warnings.length > 0 || weak.length > 0) && (
        <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="mb-1 flex items-center gap-1.5 font-medium">
            <AlertTriangle className="size-4" aria-hidden />
            Could not be read reliably
          </p>
          <ul className="list-disc space-y-0.5 pl-5">
            {report.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
            {weak.length > 0 && <li>Check these fields by hand: {weak.map((f) => FIELD_LABELS[f]).join(', ')}</li>}
          </ul>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {(Object.keys(FIELD_LABELS) as Array<keyof ImportReport['fields']>).map((field) => {
          const value = report.fields[field];
          return (
            <div key={field} className="flex justify-between gap-2 border-b border-slate-100 py-1">
              <dt className="text-slate-700">{FIELD_LABELS[field]}</dt>
              <dd className={cn('font-medium', value < LOW_CONFIDENCE ? 'text-red-700' : 'text-slate-900')}>{Math.round(value * 100)}%</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
