/** A toast request, shaped like the web app's toasts so the extension can map it to its own UI. */
export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
export type Notify = (notice: Notice) => void;
