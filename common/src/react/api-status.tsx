import { cn } from './cn';

/** The generator's footer indicator: whether an AI-provider key is stored. */
export function ApiStatus({ connected, className }: { connected: boolean; className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 text-xs font-medium', className)} role="status">
      <span className={cn('size-2 rounded-full', connected ? 'bg-green-600' : 'bg-red-600')} aria-hidden />
      <span className={connected ? 'text-green-800' : 'text-red-800'}>{connected ? 'API Connected' : 'API Not Connected'}</span>
    </p>
  );
}
