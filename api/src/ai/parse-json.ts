/**
 * Parses a model's JSON answer. Local models often wrap it in a Markdown code fence or add a
 * sentence around it; the outermost object is taken. Throws SyntaxError when there is none.
 */
export function parseModelJson(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed);
  } catch (err) {
    const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed)?.[1];
    if (fenced) return JSON.parse(fenced.trim());
    const start = trimmed.indexOf('{');
    const end = trimmed.lastIndexOf('}');
    if (start >= 0 && end > start) return JSON.parse(trimmed.slice(start, end + 1));
    throw err;
  }
}
