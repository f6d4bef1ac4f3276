/** Words of a text, as a reader counts them. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const SALUTATION = /^(dear|hello|hi|greetings|to whom it may concern)\b/i;
/** Up to five capitalised words and no closing punctuation: a signature, not a paragraph. */
const NAME_ONLY = /^\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,4}(?<![.!?])$/u;
const SIGN_OFF = /^(sincerely|best|kind regards|warm regards|best regards|regards|respectfully|yours|thank you|thanks|with appreciation|cheers)\b/i;

/**
 * Body paragraphs of a letter: blank-line separated blocks, leaving out the salutation, the
 * sign-off and a name-only line after it. This is what the length setting promises.
 */
export function bodyParagraphs(text: string): string[] {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const body = [...blocks];
  if (body.length && SALUTATION.test(body[0]!) && body[0]!.length < 120) {
    // "Dear Ms. Lee,\nI am writing..." keeps the text after the salutation line as a paragraph.
    const [first, ...rest] = body[0]!.split('\n');
    body[0] = rest.join('\n').trim();
    if (!body[0] && first) body.shift();
  }
  const signOff = body.findIndex((b, i) => i > 0 && SIGN_OFF.test(b) && b.length < 120);
  if (signOff > 0) body.splice(signOff);
  // A closing name on its own ("Ada Lovelace") without a sign-off word.
  while (body.length > 1 && NAME_ONLY.test(body.at(-1)!)) body.pop();
  return body.filter(Boolean);
}
