import { type Doc, firstText, safeQuery } from './dom';
import { nodeToText } from './html-to-text';
import { cleanInline } from './rich-text';
import { normalizeEmploymentType } from './employment-type';
import { BOARD_MARKUP, type BoardMarkupRule } from './board-markup-rules';
import type { PostingFields } from './types';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

const ALL_MARKERS = BOARD_MARKUP.flatMap((rule) => rule.markers ?? []).join(', ');

function descriptionOf(doc: Doc, selectors: readonly string[]): string {
  for (const selector of selectors) {
    let nodes: Element[];
    try {
      nodes = Array.from(doc.querySelectorAll(selector));
    } catch {
      continue;
    }
    // A match inside another match would be read twice.
    const outer = nodes.filter((n) => !nodes.some((other) => other !== n && other.contains(n)));
    const text = outer.map((n) => nodeToText(n)).filter(Boolean).join('\n\n');
    if (text) return text;
  }
  return '';
}

/** The board whose markup the page uses, by host first, then by its marker elements. */
export function findMarkupRule(doc: Doc, pageUrl: string): BoardMarkupRule | null {
  const host = hostOf(pageUrl);
  const byHost = BOARD_MARKUP.find((rule) => host && rule.host.test(host));
  if (byHost) return byHost;
  // One pass over the document tells whether any marker is present at all.
  if (!safeQuery(doc, ALL_MARKERS)) return null;
  return BOARD_MARKUP.find((rule) => rule.markers?.some((m) => safeQuery(doc, m))) ?? null;
}

/** The posting as laid out by a known board's markup, or null when no rule applies or finds text. */
export function readBoardMarkup(doc: Doc, pageUrl: string): PostingFields | null {
  const rule = findMarkupRule(doc, pageUrl);
  if (!rule) return null;
  const description = descriptionOf(doc, rule.description);
  if (!description) return null;
  const extra = rule.extra?.(doc) ?? {};
  const rawTitle = extra.title ?? firstText(doc, rule.title);
  const title = rawTitle && rule.cleanTitle ? rule.cleanTitle(rawTitle) : rawTitle;
  return {
    title: cleanInline(title),
    company: cleanInline(extra.company ?? firstText(doc, rule.company ?? [])?.replace(/^at\s+/i, '')),
    description,
    location: cleanInline(firstText(doc, rule.location ?? [])),
    salary: cleanInline(firstText(doc, rule.salary ?? [])),
    employmentType: normalizeEmploymentType(extra.employmentType ?? firstText(doc, rule.employmentType ?? [])),
  };
}
