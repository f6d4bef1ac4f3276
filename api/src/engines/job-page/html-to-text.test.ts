import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('keeps paragraphs apart with one blank line and lists as "- " lines', () => {
    const text = htmlToText(`
      <div><p>First paragraph
         wraps here.</p>
      <p>Second.</p>
      <ul>
        <li>One</li>
        <li>Two <b>bold</b></li>
      </ul></div>`);
    expect(text).toBe('First paragraph wraps here.\n\nSecond.\n\n- One\n- Two bold');
  });

  it('numbers ordered lists and indents nested items', () => {
    const text = htmlToText('<ol><li>Plan<ul><li>Draft</li><li>Review</li></ul></li><li>Ship</li></ol>');
    expect(text).toBe('1. Plan\n  - Draft\n  - Review\n2. Ship');
  });

  it('keeps an item with a paragraph inside on its marker line', () => {
    expect(htmlToText('<ul><li><p>Inside a paragraph</p></li></ul>')).toBe('- Inside a paragraph');
  });

  it('decodes entities and drops scripts, styles, hidden elements and form controls', () => {
    const text = htmlToText(
      '<p>Fish &amp; chips&nbsp;&mdash; &#8220;daily&#8221;</p><script>alert(1)</script><style>p{}</style>' +
        '<div hidden>secret</div><div style="display:none">also secret</div><button>Apply</button><p>End</p>',
    );
    expect(text).toBe('Fish & chips — “daily”\n\nEnd');
  });

  it('turns <br> into a line break and <br><br> into a paragraph break', () => {
    expect(htmlToText('<div>a<br>b<br><br>c</div>')).toBe('a\nb\n\nc');
  });

  it('keeps the whitespace of <pre>', () => {
    expect(htmlToText('<pre>x = 1\n  y = 2</pre>')).toBe('x = 1\n  y = 2');
  });

  it('survives markup nested far deeper than the call stack allows recursion', () => {
    const deep = '<div>'.repeat(20_000) + 'bottom' + '</div>'.repeat(20_000);
    expect(htmlToText(deep)).toBe('bottom');
  });
});
