import { ChevronDown, ChevronUp, Download, Trash2 } from 'lucide-react';
import type { OptimizedResume } from '@common/contract/optimizer';
import { Button } from '@common/react/ui/button';
import { formatDate, preview } from '../../lib/format';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../ui/alert-dialog';
import { Badge } from '../ui/badge';

/** Keyword badges shown before '+N more' (SPEC section 9). */
const BADGES_SHOWN = 8;
/** Characters of the optimized content shown when expanded. */
const CONTENT_PREVIEW = 800;

interface Props {
  item: OptimizedResume;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => void;
  downloadUrl: string;
  deleting: boolean;
}

export function OptimizedResumeItem({ item, expanded, onToggle, onDelete, downloadUrl, deleting }: Props) {
  const hidden = item.keywordMatches.length - BADGES_SHOWN;
  const contentId = `optimized-${item.id}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" aria-label={item.targetJobTitle}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{item.targetJobTitle}</h3>
          <p className="text-xs text-slate-600">Created {formatDate(item.createdDate)}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onToggle} aria-expanded={expanded} aria-controls={contentId}>
            {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {expanded ? 'Hide' : 'View'}
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={downloadUrl} download aria-label={`Download ${item.targetJobTitle} as DOCX`}>
              <Download aria-hidden />
              Download
            </a>
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" disabled={deleting} aria-label={`Delete ${item.targetJobTitle}`}>
                <Trash2 aria-hidden />
                Delete
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogTitle>Delete optimized resume</AlertDialogTitle>
              <AlertDialogDescription>Are you sure you want to delete this optimized resume?</AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction onClick={onDelete}>Delete</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>
      {!expanded && item.keywordMatches.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-1.5">
          {item.keywordMatches.slice(0, BADGES_SHOWN).map((keyword) => (
            <Badge key={keyword} variant="secondary">
              {keyword}
            </Badge>
          ))}
          {hidden > 0 && <Badge variant="outline">+{hidden} more</Badge>}
        </div>
      )}
      {expanded && (
        <div id={contentId} className="mt-4 space-y-3">
          <div>
            <h4 className="mb-1 text-sm font-medium">Keywords ({item.keywordMatches.length})</h4>
            <div className="flex flex-wrap gap-1.5">
              {item.keywordMatches.map((keyword) => (
                <Badge key={keyword} variant="secondary">
                  {keyword}
                </Badge>
              ))}
            </div>
          </div>
          {item.optimizationNotes && (
            <div>
              <h4 className="mb-1 text-sm font-medium">Optimization Notes</h4>
              <p className="whitespace-pre-wrap text-sm text-slate-800">{item.optimizationNotes}</p>
            </div>
          )}
          <div>
            <h4 className="mb-1 text-sm font-medium">Optimized Content</h4>
            <pre tabIndex={0} className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-xs text-slate-800">
              {preview(item.optimizedContent, CONTENT_PREVIEW)}
            </pre>
          </div>
        </div>
      )}
    </li>
  );
}
