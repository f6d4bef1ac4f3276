import { Readability } from '@mozilla/readability';
import type { Doc } from './dom';
import { htmlToText } from './html-to-text';
import { cleanInline } from './rich-text';

/** The main text of an article-like page; Readability rewrites the document, so call it last. */
export function readReadableText(doc: Doc): { title: string | null; text: string; siteName: string | null } | null {
  try {
    const article = new Readability(doc, { charThreshold: 200 }).parse();
    if (!article?.content) return null;
    return { title: cleanInline(article.title), text: htmlToText(article.content), siteName: cleanInline(article.siteName) };
  } catch {
    // Readability throws on some malformed trees; the caller treats that as "no text".
    return null;
  }
}
