/** Splits text into sentences, keeping decimals (3.5), abbreviations (e.g., Inc.) and versions (Node.js) whole. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(•-])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
