import { describe, expect, it } from 'vitest';
import { stripInertMarkup } from './strip-inert';

describe('stripInertMarkup', () => {
  it('empties scripts, drops styles and comments, keeps JSON-LD and text', () => {
    const html =
      '<head><script src="/a.js"></script><SCRIPT>var s = "</div>";</SCRIPT><style>p{color:red}</style>' +
      '<script type="application/ld+json">{"@type":"JobPosting"}</script></head><body><!-- note --><p>Text</p></body>';
    expect(stripInertMarkup(html)).toBe(
      '<head><script src="/a.js"></script><SCRIPT></script><script type="application/ld+json">{"@type":"JobPosting"}</script></head><body><p>Text</p></body>',
    );
  });

  it('drops everything after an unclosed script or comment', () => {
    expect(stripInertMarkup('<p>a</p><script>never closed <p>b</p>')).toBe('<p>a</p><script></script>');
    expect(stripInertMarkup('<p>a</p><!-- open')).toBe('<p>a</p>');
  });

  it('handles hostile input made of many unclosed or tiny elements', () => {
    expect(stripInertMarkup('<script>'.repeat(200_000))).toBe('<script></script>');
    expect(stripInertMarkup('<p>x</p>' + '<!--'.repeat(200_000))).toBe('<p>x</p>');
    expect(stripInertMarkup('<style></style>'.repeat(100_000) + '<p>y</p>')).toBe('<p>y</p>');
  });
});
