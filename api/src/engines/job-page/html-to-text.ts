import { parseDocument } from './dom';

// Elements whose content is never reading text.
const SKIP = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'embed', 'head',
  'button', 'select', 'input', 'textarea', 'canvas', 'video', 'audio', 'map',
]);
// Elements that start a new paragraph (a blank line before and after).
const PARAGRAPH = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'pre', 'table', 'section',
  'article', 'header', 'footer', 'dl', 'figure', 'hr', 'address', 'aside', 'details', 'main', 'nav',
]);
// Elements that start a new line.
const LINE = new Set(['div', 'tr', 'dt', 'dd', 'li', 'summary', 'caption', 'form', 'fieldset', 'legend', 'figcaption']);

const ELEMENT = 1;
const TEXT = 3;

/** Collects text with owed line breaks, so nested blocks never stack blank lines. */
class TextBuilder {
  private out: string[] = [];
  private owed = 0;
  private lineStart = true;
  private lastSpace = true;
  // After a list marker, the item's own block breaks must not separate it from its text.
  private afterMarker = false;

  /** Writes a list marker ("- ", "1. ") that the item's text follows on the same line. */
  marker(s: string): void {
    this.brk(1);
    this.flushBreaks();
    this.out.push(s);
    this.lineStart = false;
    this.lastSpace = true;
    this.afterMarker = true;
  }

  text(raw: string, preserve = false): void {
    const s = preserve ? raw : raw.replace(/[\s\u00a0]+/g, ' ');
    // Whitespace between blocks (the indentation of the source) is not text.
    if (!s || (!preserve && s === ' ' && (this.owed || this.lineStart || this.lastSpace))) return;
    this.flushBreaks();
    const piece = !preserve && (this.lineStart || this.lastSpace) ? s.replace(/^ /, '') : s;
    if (!piece) return;
    this.afterMarker = false;
    this.out.push(piece);
    this.lineStart = piece.endsWith('\n');
    this.lastSpace = /\s$/.test(piece);
  }

  /** A <br>: a new line, or a paragraph break when the line is already empty (<br><br>). */
  lineBreak(): void {
    this.brk(this.owed || this.lineStart ? 2 : 1);
  }

  /** Owes 1 (new line) or 2 (new paragraph) line breaks before the next text. */
  brk(n: 1 | 2): void {
    if (this.afterMarker) return;
    if (this.out.length) this.owed = Math.max(this.owed, n);
  }

  private flushBreaks(): void {
    if (this.owed) this.out.push('\n'.repeat(this.owed));
    if (this.owed) {
      this.lineStart = true;
      this.lastSpace = true;
    }
    this.owed = 0;
  }

  toString(): string {
    return this.out
      .join('')
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      .split('\n')
      .map((line) => line.replace(/[ \t]+$/g, ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
}

function isHidden(el: Element): boolean {
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const style = el.getAttribute('style');
  return !!style && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}

type Frame = { node: Node; exit: boolean; list?: { ordered: boolean; n: number } };

/**
 * Turns a DOM subtree into clean text: paragraphs separated by blank lines, list items as
 * "- " lines (numbered in <ol>), entities decoded, scripts, styles and form controls dropped.
 * Walks iteratively so deeply nested hostile markup cannot overflow the stack.
 */
export function nodeToText(root: Node): string {
  const b = new TextBuilder();
  const lists: Array<{ ordered: boolean; n: number }> = [];
  let preDepth = 0;
  let itemDepth = 0;
  const stack: Frame[] = [{ node: root, exit: false }];
  while (stack.length) {
    const frame = stack.pop()!;
    const node = frame.node;
    if (node.nodeType === TEXT) {
      b.text(node.textContent ?? '', preDepth > 0);
      continue;
    }
    if (node.nodeType !== ELEMENT && node !== root) continue;
    const el = node as Element;
    const tag = node.nodeType === ELEMENT ? el.localName : '';
    if (frame.exit) {
      if (tag === 'pre') preDepth--;
      if (tag === 'li') itemDepth--;
      if (tag === 'ul' || tag === 'ol') lists.pop();
      if ((tag === 'ul' || tag === 'ol') && lists.length) b.brk(1);
      else if (PARAGRAPH.has(tag)) b.brk(2);
      else if (LINE.has(tag)) b.brk(1);
      else if (tag === 'td' || tag === 'th') b.text(' ');
      continue;
    }
    if (tag && (SKIP.has(tag) || isHidden(el))) continue;
    if (tag === 'br') {
      b.lineBreak();
      continue;
    }
    // A list nested in a list item continues it line by line, not as a new paragraph.
    if ((tag === 'ul' || tag === 'ol') && lists.length) b.brk(1);
    else if (PARAGRAPH.has(tag)) b.brk(2);
    else if (LINE.has(tag)) b.brk(1);
    if (tag === 'pre') preDepth++;
    if (tag === 'ul' || tag === 'ol') lists.push({ ordered: tag === 'ol', n: 0 });
    if (tag === 'li') {
      const list = lists[lists.length - 1];
      // Indent by enclosing items, not lists: some boards nest a <ul> directly in a <ul>.
      b.marker('  '.repeat(itemDepth) + (list?.ordered ? `${++list.n}. ` : '- '));
      itemDepth++;
    }
    stack.push({ node, exit: true });
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], exit: false });
  }
  return b.toString();
}

/** Turns an HTML page or fragment into clean text (see nodeToText). */
export function htmlToText(html: string): string {
  const doc = parseDocument(html);
  return doc.body ? nodeToText(doc.body) : '';
}
