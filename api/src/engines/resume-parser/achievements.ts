/** Numbers that carry impact, grouped by what they measure (SPEC quantifiable_achievements). */
const METRICS: Array<{ metric: string; pattern: RegExp }> = [
  { metric: 'Percentage improvements', pattern: /\b\d+(?:[.,]\d+)?\s?%/g },
  { metric: 'Financial impact', pattern: /(?:[$€£¥₹]|\b(?:USD|EUR|GBP|NOK|INR|BRL)\s?)\d[\d,.]*\s?(?:[kKmMbB]\b|million|billion|thousand)?/g },
  { metric: 'Team and people', pattern: /\b\d[\d,]*\s+(?:\w+\s+)?(?:engineers|people|staff|nurses|developers|designers|analysts|reports|members|employees|students|graduates|teams|squads)\b/gi },
  { metric: 'Time savings', pattern: /\b\d+(?:[.,]\d+)?\s+(?:hours?|days?|weeks?|minutes?|ms|seconds?)\b(?:\s+(?:per|a|each)\s+\w+)?/gi },
  { metric: 'Scale', pattern: /\b\d[\d,.]*\s?(?:k|K|M|million|billion|thousand)?\s+(?:users|customers|merchants|requests|events|queries|transactions|patients|passengers|partners|servers|services|operators|markets|cities|countries|downloads|subscribers|QPS|TB|GB)\b/g },
];

export function quantify(items: string[]): Array<{ metric: string; values: string[] }> {
  const out: Array<{ metric: string; values: string[] }> = [];
  for (const { metric, pattern } of METRICS) {
    const values = new Set<string>();
    for (const item of items) for (const m of item.matchAll(pattern)) values.add(m[0].trim());
    if (values.size) out.push({ metric, values: [...values] });
  }
  return out;
}
