import { Readability } from '@mozilla/readability';
import type { Doc } from './dom';
import { htmlToText } from './html-to-text';
import { cleanInline } from './rich-text';

// Never the posting, and Readability scores every node it is given: removing these first
// keeps a page heavy with navigation and inline state well inside the time budget.
const BOILERPLATE = 'script, style, noscript, template, svg, iframe, nav, footer, [role="navigation"], [role="contentinfo"], [aria-hidden="true"]';

/** The main text of an article-like page; Readability rewrites the document, so call it last. */
export function readReadableText(doc: Doc): { title: string | null; text: string; siteName: string | null } | null {
  try {
    for (const el of Array.from(doc.querySelectorAll(BOILERPLATE))) el.remove();
    const article = new Readability(doc, { charThreshold: 200 }).parse();
    if (!article?.content) return null;
    return { title: cleanInline(article.title), text: htmlToText(article.content), siteName: cleanInline(article.siteName) };
  } catch {
    // Readability throws on some malformed trees; the caller treats that as "no text".
    return null;
  }
}
