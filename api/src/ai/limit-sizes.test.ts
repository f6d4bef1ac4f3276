import { describe, expect, it } from 'vitest';
import { limitSizes } from './limit-sizes';

describe('limitSizes', () => {
  it('when an answer carries huge lists and texts at any depth, then they are cut to the limits and the rest is untouched', () => {
    const answer = { a: 'x'.repeat(10), b: Array.from({ length: 100 }, (_, i) => i), c: { d: ['y'.repeat(50)], e: 7, f: true, g: null } };
    expect(limitSizes(answer, 3, 20)).toEqual({ a: 'x'.repeat(10), b: [0, 1, 2], c: { d: ['y'.repeat(20)], e: 7, f: true, g: null } });
  });
});
