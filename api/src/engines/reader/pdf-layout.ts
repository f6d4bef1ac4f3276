/**
 * Turns positioned PDF text into reading order. Resumes come in one column, two columns
 * or with a sidebar; a text stream in paint order mixes those up, so we rebuild lines from
 * positions and cut pages at vertical gutters (an XY-cut that tolerates a few lines, such
 * as a full-width name or heading, crossing the gutter).
 */

export interface TextFragment {
  str: string;
  /** Left edge and baseline in page space, y growing downwards. */
  x: number;
  y: number;
  width: number;
  size: number;
}

export interface PageFragments {
  fragments: TextFragment[];
  width: number;
  height: number;
}

export interface LayoutResult {
  text: string;
  columns: number;
  tables: boolean;
  textInHeaderFooter: boolean;
}

interface Segment {
  x0: number;
  x1: number;
  y: number;
  size: number;
  text: string;
}

interface Region {
  segments: Segment[];
  columns: number;
  tables: boolean;
  lines: string[];
}

const sameBaseline = (a: { y: number; size: number }, b: { y: number; size: number }) =>
  Math.abs(a.y - b.y) <= 0.45 * Math.min(a.size, b.size);

/** Groups items of one baseline; each group is sorted left to right. */
function groupLines<T extends { y: number; size: number; x0?: number; x?: number }>(items: T[]): T[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y);
  const lines: T[][] = [];
  for (const item of sorted) {
    const line = lines[lines.length - 1];
    if (line && sameBaseline(line[0], item)) line.push(item);
    else lines.push([item]);
  }
  const left = (i: T) => i.x0 ?? i.x ?? 0;
  return lines.map((l) => l.sort((a, b) => left(a) - left(b)));
}

/** Joins fragments of one line into segments, cutting where the gap is wider than a word space. */
function segmentsOf(fragments: TextFragment[]): Segment[] {
  const out: Segment[] = [];
  for (const line of groupLines(fragments)) {
    // Letter-spaced text (small caps headings) arrives one glyph per item: measure its
    // letter gap so only the wider word gaps become spaces.
    const single = (f: TextFragment) => f.str.trim().length === 1;
    const letterGaps: number[] = [];
    for (let i = 1; i < line.length; i++) if (single(line[i]) && single(line[i - 1])) letterGaps.push(line[i].x - (line[i - 1].x + line[i - 1].width));
    const letterGap = letterGaps.length >= 3 ? [...letterGaps].sort((a, b) => a - b)[Math.floor(letterGaps.length / 2)] : 0;
    let last: TextFragment | null = null;
    let cur: Segment | null = null;
    for (const f of line) {
      const x1 = f.x + f.width;
      if (cur) {
        const gap = f.x - cur.x1;
        if (gap < Math.max(cur.size, f.size) * 0.9) {
          const wordGap = last && single(last) && single(f) ? letterGap + 0.2 * f.size : 0.12 * f.size;
          const space = gap > wordGap && !/\s$/.test(cur.text) && !/^\s/.test(f.str) ? ' ' : '';
          cur.text += space + f.str;
          cur.x1 = Math.max(cur.x1, x1);
          cur.size = Math.max(cur.size, f.size);
          last = f;
          continue;
        }
        out.push(cur);
      }
      cur = { x0: f.x, x1, y: f.y, size: f.size, text: f.str };
      last = f;
    }
    if (cur) out.push(cur);
  }
  return out
    .map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }))
    .filter((s) => s.text.length > 0);
}

const chars = (segs: Segment[]) => segs.reduce((n, s) => n + s.text.length, 0);

/** Share of `side` segments that sit on the baseline of some `other` segment (within tolerance x font size). */
function sharedBaselines(side: Segment[], other: Segment[], tolerance: number): number {
  if (!side.length) return 0;
  return side.filter((s) => other.some((o) => Math.abs(s.y - o.y) <= tolerance * Math.min(s.size, o.size))).length / side.length;
}

const SECTION_WORDS = /^(about|about me|summary|profile|contact|experience|work experience|employment|education|skills|languages|interests|awards|projects|volunteer(ing)?|references|publications|certifications|personal|location)$/i;

/** A date range, a year, or a short section label: what a label column or tab stop holds. */
function isLabelish(text: string): boolean {
  const t = text.trim();
  if (t.length <= 40 && /\b(19|20)\d{2}\b|\b(present|current|now)\b/i.test(t)) return true;
  if (SECTION_WORDS.test(t)) return true;
  const words = t.split(/\s+/);
  return words.length <= 4 && /[A-Z]/.test(t) && t === t.toUpperCase() && !/[@\d]/.test(t);
}

/** Longest run of lines spaced like body text (not separated by other content). */
function longestDenseRun(segs: Segment[]): number {
  const lines = groupLines(segs).map((l) => l[0]);
  let best = lines.length ? 1 : 0;
  let run = 1;
  for (let i = 1; i < lines.length; i++) {
    run = lines[i].y - lines[i - 1].y <= 1.9 * lines[i].size ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

interface Gutter {
  x: number;
  left: Segment[];
  right: Segment[];
  spanning: Segment[];
}

/** Finds the widest vertical band that (almost) no line crosses and that has real text on both sides. */
function findGutter(segs: Segment[]): Gutter | null {
  if (segs.length < 6) return null;
  const minX = Math.floor(Math.min(...segs.map((s) => s.x0)));
  const maxX = Math.ceil(Math.max(...segs.map((s) => s.x1)));
  const width = maxX - minX;
  if (width < 100) return null;
  const coverage = new Int32Array(width + 1);
  for (const s of segs) for (let x = Math.ceil(s.x0) - minX; x <= Math.floor(s.x1) - minX; x++) coverage[x]++;
  const lineCount = groupLines(segs).length;
  const maxCross = Math.max(1, Math.floor(lineCount * 0.1));

  const runs: Array<{ start: number; end: number }> = [];
  for (let x = 1; x < width; x++) {
    if (coverage[x] > maxCross) continue;
    const start = x;
    while (x < width && coverage[x] <= maxCross) x++;
    if (x - start >= 7 && x < width) runs.push({ start, end: x });
  }
  runs.sort((a, b) => b.end - b.start - (a.end - a.start));

  for (const run of runs) {
    // Cut where the fewest lines cross; ties go to the middle of the band.
    let best = run.start;
    for (let x = run.start; x < run.end; x++) if (coverage[x] < coverage[best]) best = x;
    let end = best;
    while (end + 1 < run.end && coverage[end + 1] === coverage[best]) end++;
    const gx = minX + (best + end) / 2;
    const left = segs.filter((s) => s.x1 <= gx);
    const right = segs.filter((s) => s.x0 >= gx);
    const spanning = segs.filter((s) => s.x0 < gx && s.x1 > gx);
    if (left.length < 3 || right.length < 3 || chars(left) < 40 || chars(right) < 40) continue;
    // A narrow side that holds only dates and section labels (right-aligned dates, a label
    // column beside each entry) belongs to the lines beside it: read rows, not columns.
    const [narrow, wide] = chars(left) <= chars(right) ? [left, right] : [right, left];
    const labelish = narrow.filter((s) => isLabelish(s.text)).length / narrow.length;
    const rowAligned = sharedBaselines(narrow, wide, 0.12) >= 0.8 && chars(narrow) < 0.45 * chars(wide) && longestDenseRun(narrow) < 4;
    if (labelish >= 0.6 || rowAligned) continue;
    return { x: gx, left, right, spanning };
  }
  return null;
}

/** Lines of one column: segments on a baseline joined by a tab, blank lines at paragraph gaps. */
function linesOf(segs: Segment[]): { lines: string[]; tables: boolean } {
  const grouped = groupLines(segs);
  const gaps: number[] = [];
  for (let i = 1; i < grouped.length; i++) gaps.push(grouped[i][0].y - grouped[i - 1][0].y);
  // Line spacing of body text: the lower quartile, since headings and entries add larger gaps.
  const typical = gaps.length ? [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 4)] : 0;
  const lines: string[] = [];
  let multiCellRun = 0;
  let tables = false;
  grouped.forEach((line, i) => {
    if (i > 0) {
      const gap = line[0].y - grouped[i - 1][0].y;
      if (gap > Math.max(typical * 1.45, line[0].size * 1.9)) lines.push('');
    }
    multiCellRun = line.length >= 3 ? multiCellRun + 1 : 0;
    if (multiCellRun >= 3) tables = true;
    lines.push(line.map((s) => s.text).join('\t'));
  });
  return { lines, tables };
}

function layoutRegion(segs: Segment[], depth: number): Region {
  const gutter = depth < 3 ? findGutter(segs) : null;
  if (!gutter) {
    const { lines, tables } = linesOf(segs);
    return { segments: segs, columns: 1, tables, lines };
  }
  // Lines crossing the gutter (a name, a full-width heading) cut the page into bands;
  // within a band the left column is read before the right one.
  const cuts = [...gutter.spanning].sort((a, b) => a.y - b.y);
  const lines: string[] = [];
  const blank = () => {
    if (lines.length && lines[lines.length - 1] !== '') lines.push('');
  };
  let columns = 1;
  let tables = false;
  let top = -Infinity;
  for (const cut of [...cuts, null]) {
    const bottom = cut ? cut.y + 0.0005 : Infinity;
    let bandColumns = 0;
    for (const side of [gutter.left, gutter.right]) {
      const inBand = side.filter((s) => s.y >= top && s.y < bottom);
      if (!inBand.length) continue;
      const sub = layoutRegion(inBand, depth + 1);
      blank();
      lines.push(...sub.lines);
      tables ||= sub.tables;
      bandColumns += sub.columns;
    }
    columns = Math.max(columns, bandColumns);
    if (cut) {
      blank();
      lines.push(cut.text);
      top = bottom;
    }
  }
  return { segments: segs, columns, tables, lines };
}

/** Running headers and footers: the same line (numbers aside) in the page margin on two or more pages. */
function repeatedMargins(pages: Array<{ segs: Segment[]; height: number }>): boolean {
  if (pages.length < 2) return false;
  const seen = new Map<string, number>();
  for (const { segs, height } of pages) {
    const keys = new Set(
      segs.filter((s) => s.y < height * 0.08 || s.y > height * 0.92).map((s) => s.text.toLowerCase().replace(/\d+/g, '#')),
    );
    for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  return [...seen.values()].some((n) => n >= 2);
}

/** Reading-order text of a document from its pages' positioned fragments. */
export function layoutPages(pages: PageFragments[]): LayoutResult {
  const perPage = pages.map((p) => ({ segs: segmentsOf(p.fragments), height: p.height }));
  let columns = 1;
  let tables = false;
  const texts: string[] = [];
  for (const { segs } of perPage) {
    if (!segs.length) continue;
    const region = layoutRegion(segs, 0);
    columns = Math.max(columns, region.columns);
    tables ||= region.tables;
    texts.push(region.lines.join('\n'));
  }
  return { text: texts.join('\n\n'), columns, tables, textInHeaderFooter: repeatedMargins(perPage) };
}
