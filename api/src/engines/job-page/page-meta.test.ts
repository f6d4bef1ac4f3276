import { describe, expect, it } from 'vitest';
import { splitPageTitle } from './page-meta';

describe('splitPageTitle', () => {
  it.each([
    ['Job Application for Bike Mechanic at Spoke & Chain', null, 'Bike Mechanic', 'Spoke & Chain'],
    ['Bike Mechanic at Spoke & Chain', null, 'Bike Mechanic', 'Spoke & Chain'],
    ['Bike Mechanic | Spoke & Chain Careers', null, 'Bike Mechanic', 'Spoke & Chain'],
    ['Bike Mechanic - Careers at Spoke', null, 'Bike Mechanic', 'Spoke'],
    ['Bike Mechanic | Spoke', 'Spoke', 'Bike Mechanic', null],
    ['Bike Mechanic - Utrecht', null, 'Bike Mechanic - Utrecht', null],
  ])('splits "%s"', (raw, site, title, company) => {
    expect(splitPageTitle(raw, site)).toEqual({ title, company });
  });
});
