import type { JobPageResult } from './types';
import { cleanInline, decodeEntities } from './rich-text';
import { splitPageTitle } from './page-meta';
import { postingWarnings } from './warnings';

/** Plain text from the reader's markdown: links and emphasis unwrapped, images and rules dropped, bullets as "- ". */
export function markdownToText(md: string): string {
  return decodeEntities(
    md
      .replace(/\r\n?/g, '\n')
      .replace(/^(Title|URL Source|Published Time):.*\n/gm, '')
      .replace(/^Markdown Content:\s*\n/m, '')
      .replace(/^```.*$/gm, '')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+(.*?)[ \t]*#*[ \t]*$/gm, '\n$1\n')
      .replace(/^([ \t]*)[*+-][ \t]+/gm, (_m, indent: string) => `${' '.repeat(Math.min(indent.length, 4))}- `)
      .replace(/^[ \t]*([-*_][ \t]*){3,}$/gm, '')
      .replace(/^[=-]{3,}[ \t]*$/gm, '')
      .replace(/^[ \t]*>[ \t]?/gm, '')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[^*\w])[*_](\S(?:[^*_\n]*\S)?)[*_](?=[^*\w]|$)/gm, '$1$2'),
  )
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The Jina reader's JSON answer ({data: {url, title, content}}) as a posting, or null when it holds no text. */
export function readJinaResponse(json: unknown, url: string): JobPageResult | null {
  const data = (json && typeof json === 'object' ? (json as { data?: unknown }).data : null) as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return null;
  const description = typeof data.content === 'string' ? markdownToText(data.content) : '';
  if (!description) return null;
  const rawTitle = cleanInline(data.title);
  const split = rawTitle ? splitPageTitle(rawTitle, null) : null;
  const fields = {
    title: split?.title ?? null,
    company: split?.company ?? null,
    description,
    location: null,
    salary: null,
    employmentType: null,
  };
  return { ...fields, url, source: 'jina', warnings: postingWarnings(fields) };
}
