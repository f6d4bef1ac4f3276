import type { ReadResult } from '../reader/types';
import type { ParsedData } from '../resume-parser/types';

export type Grade = 'A' | 'B' | 'C' | 'D' | 'F';

export interface ScoreInput {
  text: string;
  parsed: ParsedData;
  read?: Partial<ReadResult>;
  target?: { role?: string; jobDescription?: string };
}

export interface CriterionResult {
  criterion: string;
  /** Points this criterion is worth out of 100. */
  weight: number;
  /** Points earned, 0..weight. */
  score: number;
  notes: string[];
}

export interface AtsResult {
  score: number;
  grade: Grade;
  strengths: string[];
  improvements: string[];
  breakdown: CriterionResult[];
}

/** One rubric line: a share 0..1, what went well, what to fix (naming the lines). */
export interface Assessment {
  share: number;
  strengths: string[];
  improvements: string[];
  notes: string[];
}
