import { describe, expect, it } from 'vitest';
import { bodyParagraphs, wordCount } from './paragraphs';

describe('letter paragraphs', () => {
  it('when a letter has a salutation, body and sign-off, then only the body paragraphs count', () => {
    const letter = 'Dear Ms. Lee,\n\nFirst.\n\nSecond.\n\nThird.\n\nSincerely,\nJane Rivera';
    expect(bodyParagraphs(letter)).toEqual(['First.', 'Second.', 'Third.']);
  });

  it('when the first paragraph follows the salutation on the next line, then it still counts', () => {
    expect(bodyParagraphs('Dear team,\nI am writing to apply.\n\nMore.\n\nBest regards,\nJane')).toEqual(['I am writing to apply.', 'More.']);
  });

  it('when a bare name closes the letter, then it is not a paragraph', () => {
    expect(bodyParagraphs('Hello,\n\nOne.\n\nTwo.\n\nJane Rivera')).toEqual(['One.', 'Two.']);
  });

  it('when Windows line breaks are used, then paragraphs split the same', () => {
    expect(bodyParagraphs('One.\r\n\r\nTwo.\r\n\r\nThree.')).toHaveLength(3);
  });

  it('counts words on any whitespace', () => {
    expect(wordCount(' Dear  team,\n\nI build\tthings. ')).toBe(5);
  });
});
