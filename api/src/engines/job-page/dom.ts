import { parseHTML } from 'linkedom';

/** A parsed HTML document (linkedom's DOM, typed as the standard one). */
export type Doc = Document;

/** Parses a whole page or a fragment into a document; hostile or broken HTML gives an empty one. */
export function parseDocument(html: string): Doc {
  // linkedom puts a bare fragment outside <body>; wrapping it keeps body queries working.
  const source = /<html[\s>]/i.test(html.slice(0, 2048)) ? html : `<!doctype html><html><head></head><body>${html}</body></html>`;
  try {
    return parseHTML(source).document as unknown as Doc;
  } catch {
    return parseHTML('<!doctype html><html><head></head><body></body></html>').document as unknown as Doc;
  }
}

/** The trimmed text of the first element matching one of the selectors, or null. */
export function firstText(root: ParentNode, selectors: readonly string[]): string | null {
  for (const selector of selectors) {
    const el = safeQuery(root, selector);
    // Microdata puts values in <meta itemprop content="..."> as often as in text.
    const raw = el?.localName === 'meta' ? el.getAttribute('content') : el?.textContent;
    const text = raw?.replace(/\s+/g, ' ').trim();
    if (text) return text;
  }
  return null;
}

/** querySelector that treats a selector the DOM cannot handle as "no match". */
export function safeQuery(root: ParentNode, selector: string): Element | null {
  try {
    return root.querySelector(selector);
  } catch {
    return null;
  }
}

/** The content attribute of the first matching <meta>, or null. */
export function metaContent(doc: Doc, names: readonly string[]): string | null {
  for (const name of names) {
    const el = safeQuery(doc, `meta[property="${name}"], meta[name="${name}"]`);
    const value = el?.getAttribute('content')?.trim();
    if (value) return value;
  }
  return null;
}

/** Whether a subtree stays within an element count and a nesting depth (stops counting early). */
export function withinShape(root: Element, maxElements: number, maxDepth: number): boolean {
  const stack: Array<[Element, number]> = [[root, 0]];
  let count = 0;
  while (stack.length) {
    const [el, depth] = stack.pop()!;
    if (++count > maxElements || depth > maxDepth) return false;
    for (const child of Array.from(el.children)) stack.push([child, depth + 1]);
  }
  return true;
}
