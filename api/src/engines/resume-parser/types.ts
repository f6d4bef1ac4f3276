/** SPEC.md section 3 parsed_data (common/src/contract/analysis.ts); null where nothing was found. */
export interface ParsedData {
  candidate_info: {
    name: string | null;
    contact: { email: string | null; phone: string | null; address: string | null; portfolio?: string | null };
  };
  professional_summary: string | null;
  work_experience: WorkExperience[];
  technical_skills: Record<string, string[]>;
  core_competencies: string[];
  quantifiable_achievements: Array<{ metric: string; values: string[] }>;
}

export interface WorkExperience {
  position: string | null;
  company: string | null;
  /** Dates as YYYY-MM (or YYYY when the month is not given); end_date is 'Present' for a current role. */
  employment_period: { start_date: string | null; end_date: string | null; is_current: boolean };
  key_achievements: string[];
  responsibilities: string[];
}

export type FieldName = 'name' | 'email' | 'phone' | 'location' | 'work_experience' | 'skills' | 'summary';

/** What the parser could and could not read, so the app can say so before relying on it. */
export interface ImportReport {
  layout: { columns: number };
  pages: number;
  imageOnlyPages: number[];
  /** Confidence 0..1 per field; 0 means not found. */
  fields: Record<FieldName, number>;
  warnings: string[];
}

export interface ParseMeta {
  columns?: number;
  pages?: number;
  imageOnlyPages?: number[];
}
