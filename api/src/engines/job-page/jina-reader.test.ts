import { describe, expect, it } from 'vitest';
import { markdownToText, readJinaResponse } from './jina-reader';
import { WARNINGS } from './warnings';

describe('markdownToText', () => {
  it('unwraps links and emphasis, drops images and rules, and writes bullets as "- "', () => {
    const md = '# Title\n\n![logo](x.png)\n\nWe **build** [robots](https://x.example) &amp; _tools_.\n\n---\n\n* one\n+ two\n  * nested\n';
    expect(markdownToText(md)).toBe('Title\n\nWe build robots & tools.\n\n- one\n- two\n  - nested');
  });

  it('keeps snake_case and arithmetic untouched', () => {
    expect(markdownToText('Use snake_case_names and 2 * 3 * 4.')).toBe('Use snake_case_names and 2 * 3 * 4.');
  });

  it('drops the header block of the text format', () => {
    expect(markdownToText('Title: T\nURL Source: https://x\nMarkdown Content:\nBody text')).toBe('Body text');
  });
});

describe('readJinaResponse', () => {
  it('reads {data: {title, content}} and splits "T at C" titles', () => {
    const r = readJinaResponse({ data: { title: 'Baker at Crumb Co', content: 'Short **text**.' } }, 'https://x.example/j')!;
    expect(r).toMatchObject({ title: 'Baker', company: 'Crumb Co', description: 'Short text.', source: 'jina', url: 'https://x.example/j' });
    expect(r.warnings).toEqual([WARNINGS.short(11)]);
  });

  it('answers null when there is no text', () => {
    expect(readJinaResponse({ data: { title: 'x', content: '' } }, 'u')).toBeNull();
    expect(readJinaResponse({ code: 401 }, 'u')).toBeNull();
    expect(readJinaResponse('nope', 'u')).toBeNull();
  });
});
