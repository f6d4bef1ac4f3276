import { Readability } from '@mozilla/readability';
import { type Doc, withinShape } from './dom';
import { htmlToText, nodeToText } from './html-to-text';
import { cleanInline } from './rich-text';

// Never the posting, and Readability scores every node it is given: removing these first
// keeps a page heavy with navigation and inline state well inside the time budget.
const BOILERPLATE = 'script, style, noscript, template, svg, iframe, nav, footer, [role="navigation"], [role="contentinfo"], [aria-hidden="true"]';

// Readability's scoring grows with elements times depth; past these a page is read as
// plain text instead, so a hostile page cannot take seconds of CPU.
const MAX_ELEMENTS = 15_000;
const MAX_DEPTH = 250;

/**
 * The main text of an article-like page: Readability, or the plain text of the page when it
 * is too large or too deeply nested for it. Rewrites the document, so call it last.
 */
export function readReadableText(doc: Doc): { title: string | null; text: string; siteName: string | null; plain?: true } | null {
  try {
    for (const el of Array.from(doc.querySelectorAll(BOILERPLATE))) el.remove();
    if (doc.body && !withinShape(doc.body, MAX_ELEMENTS, MAX_DEPTH)) {
      return { title: null, text: nodeToText(doc.body), siteName: null, plain: true };
    }
    const article = new Readability(doc, { charThreshold: 200 }).parse();
    if (!article?.content) return null;
    return { title: cleanInline(article.title), text: htmlToText(article.content), siteName: cleanInline(article.siteName) };
  } catch {
    // Readability throws on some malformed trees; the caller treats that as "no text".
    return null;
  }
}
