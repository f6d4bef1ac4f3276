import type { ParsedData } from '@common/contract/analysis';
import { cn } from '@common/react/cn';
import { NOT_EXTRACTED, orMissing } from './not-extracted';

export function CandidateInfo({ data }: { data: ParsedData }) {
  const { name, contact } = data.candidate_info;
  const rows: Array<[string, string | null | undefined]> = [
    ['Name', name],
    ['Email', contact.email],
    ['Phone', contact.phone],
    ['Address', contact.address],
    ['Portfolio', contact.portfolio],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
      {rows.map(([label, value]) => {
        const shown = orMissing(value);
        return (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className={cn('break-words', shown === NOT_EXTRACTED && 'font-mono text-xs text-red-800')}>{shown}</dd>
          </div>
        );
      })}
    </dl>
  );
}
