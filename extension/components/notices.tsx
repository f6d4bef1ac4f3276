import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice, Notify } from '@common/react/notify';
import { cn } from '@common/react/cn';

/** How long a notice stays (SPEC section 9's default toast duration). */
export const NOTICE_DURATION_MS = 5000;

/** One notice at a time, as the web app's toasts: a new one replaces the one shown. */
export function useNotices(): { notice: Notice | null; notify: Notify; dismiss: () => void } {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dismiss = useCallback(() => setNotice(null), []);
  const notify = useCallback<Notify>((next) => {
    clearTimeout(timer.current);
    setNotice(next);
    timer.current = setTimeout(() => setNotice(null), NOTICE_DURATION_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, notify, dismiss };
}

/** The notification area: announced politely, errors assertively. */
export function NoticeArea({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const destructive = notice?.variant === 'destructive';
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-2 bottom-2 z-50 mx-auto max-w-md">
      <div role={destructive ? 'alert' : 'status'} aria-live={destructive ? 'assertive' : 'polite'}>
        {notice && (
          <div
            className={cn(
              'pointer-events-auto flex items-start gap-2 rounded-md border p-3 text-sm shadow-lg',
              destructive ? 'border-red-300 bg-red-50 text-red-950' : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{notice.title}</p>
              {notice.description && <p className="mt-0.5 break-words">{notice.description}</p>}
            </div>
            <button type="button" onClick={onDismiss} aria-label="Dismiss notification" className="rounded p-0.5 hover:bg-black/5">
              <X className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
