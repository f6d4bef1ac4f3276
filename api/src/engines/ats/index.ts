/**
 * The ATS scorer: the published rubric of docs/ats-scoring.md over parsed resume data.
 * Pure and deterministic: the same file gives the same score.
 */
import { actionVerbs, contact, datedExperience, headings, keywordMatch, layoutRisks, length, parseability, quantified } from './criteria';
import type { Assessment, AtsResult, CriterionResult, Grade, ScoreInput } from './types';

export type { AtsResult, CriterionResult, Grade, ScoreInput } from './types';

/** Criterion, weight out of 100 without a target, and its assessment. */
const RUBRIC: Array<{ criterion: string; weight: number; assess: (i: ScoreInput) => Assessment }> = [
  { criterion: 'Parseability', weight: 20, assess: parseability },
  { criterion: 'Contact details', weight: 10, assess: contact },
  { criterion: 'Standard headings', weight: 10, assess: headings },
  { criterion: 'Dated experience', weight: 15, assess: datedExperience },
  { criterion: 'Quantified bullets', weight: 15, assess: quantified },
  { criterion: 'Action verbs', weight: 10, assess: actionVerbs },
  { criterion: 'Length', weight: 10, assess: length },
  { criterion: 'Layout risks', weight: 10, assess: layoutRisks },
];
/** With a target role or job description, keyword match takes 25 points and the rest scale to 75. */
const KEYWORD_WEIGHT = 25;

export function gradeFor(score: number): Grade {
  return score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F';
}

/** Scores a parsed resume against the rubric, with keyword match when a target is given. */
export function scoreResume(input: ScoreInput): AtsResult {
  const hasTarget = Boolean(input.target?.role?.trim() || input.target?.jobDescription?.trim());
  const scale = hasTarget ? (100 - KEYWORD_WEIGHT) / 100 : 1;
  const rows = RUBRIC.map((r) => ({ ...r, weight: r.weight * scale }));
  if (hasTarget) rows.push({ criterion: 'Keyword match', weight: KEYWORD_WEIGHT, assess: keywordMatch });

  const strengths: string[] = [];
  const improvements: Array<{ text: string; lost: number }> = [];
  const breakdown: CriterionResult[] = rows.map((r) => {
    const a = r.assess(input);
    const score = Math.round(r.weight * a.share * 10) / 10;
    strengths.push(...a.strengths);
    for (const text of a.improvements) improvements.push({ text, lost: r.weight - score });
    return { criterion: r.criterion, weight: Math.round(r.weight * 10) / 10, score, notes: a.notes };
  });
  const score = Math.max(0, Math.min(100, Math.round(breakdown.reduce((n, b) => n + b.score, 0))));
  // The fix worth the most points comes first.
  improvements.sort((a, b) => b.lost - a.lost);
  return { score, grade: gradeFor(score), strengths, improvements: improvements.map((i) => i.text), breakdown };
}

/** The analysis of a document that could not be read: score 0, and the first improvement says why. */
export function unreadableAnalysis(reason?: string): AtsResult {
  return {
    score: 0,
    grade: 'F',
    strengths: [],
    improvements: [
      `Unable to parse the document${reason ? `: ${reason}` : ''}. An ATS would see no text either; upload a DOCX or TXT version, or a PDF with selectable text.`,
      'Check that the file is not scanned, password-protected or damaged.',
    ],
    breakdown: RUBRIC.map((r) => ({ criterion: r.criterion, weight: r.weight, score: 0, notes: ['document unreadable'] })),
  };
}
