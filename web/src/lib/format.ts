/** Size in KB with one decimal, as the settings screen shows it. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Length of a text as chars below 1000, k chars above (optimizer summary). */
export function formatChars(length: number): string {
  return length < 1000 ? `${length} chars` : `${(length / 1000).toFixed(1)}k chars`;
}

export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** The first n characters, with an ellipsis when cut. */
export function preview(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n)}...` : text;
}
