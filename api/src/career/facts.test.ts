import { describe, expect, it } from 'vitest';
import { currentRole, yearsOfExperience } from './facts';

const role = (position: string, start: string, end: string, is_current = false) => ({
  position,
  company: 'X',
  employment_period: { start_date: start, end_date: end, is_current },
  key_achievements: [],
  responsibilities: [],
});

describe('career facts', () => {
  const now = new Date('2025-06-15T00:00:00Z');

  it('when roles follow each other, then the years add up, with the current role running to today', () => {
    expect(yearsOfExperience([role('A', '2019-03', 'Present', true), role('B', '2015-06', '2019-02')], now)).toBe(10.1);
  });

  it('when roles overlap, then the overlap counts once', () => {
    expect(yearsOfExperience([role('A', '2020-01', '2021-12'), role('B', '2021-01', '2022-12')], now)).toBe(3);
  });

  it('when only years are given, then a range covers whole years', () => {
    expect(yearsOfExperience([role('A', '2018', '2019')], now)).toBe(2);
  });

  it('when a role has no usable dates, then it adds nothing', () => {
    expect(yearsOfExperience([role('A', '', ''), role('B', 'soon', 'later')], now)).toBe(0);
  });

  it('when one role is current, then it is the current role; otherwise the most recent', () => {
    expect(currentRole([role('Old', '2015-01', '2018-01'), role('Now', '2018-02', 'Present', true)])).toBe('Now');
    expect(currentRole([role('Old', '2015-01', '2018-01'), role('Later', '2019-02', '2020-01')])).toBe('Later');
  });
});
