import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';

/** The product's title line, as on the main screen, with page-specific actions on the right. */
export function BrandHeader({ subtitle, children }: { subtitle: string; children?: ReactNode }) {
  return (
    <header className="flex items-start justify-between gap-2">
      <div className="flex items-center gap-2">
        <FileText className="size-6 text-blue-700" aria-hidden />
        <div>
          <h1 className="text-lg font-bold leading-tight">Smart Cover Letter</h1>
          <p className="text-xs text-slate-600">{subtitle}</p>
        </div>
      </div>
      {children}
    </header>
  );
}
