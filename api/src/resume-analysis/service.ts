import type { AnalyzeResumeResponse, ImportReport, ParsedData, TestParserResponse } from '@common/contract/analysis';
import { parseResume, parsingValidation } from '../engines/resume-parser';
import { scoreResume, unreadableAnalysis } from '../engines/ats';
import type { ReadResult, ReaderError } from '../engines/reader';
import { readerHttpError, tryReadUpload } from '../resumes/document';

type Upload = { originalname: string; buffer: Buffer };
type Target = { role?: string; jobDescription?: string };

const EMPTY_PARSED: ParsedData = {
  candidate_info: { name: null, contact: { email: null, phone: null, address: null } },
  professional_summary: null,
  work_experience: [],
  technical_skills: {},
  core_competencies: [],
  quantifiable_achievements: [],
};

function unreadableReport(err: ReaderError): ImportReport {
  return {
    layout: { columns: 1 },
    pages: err.pages ?? 0,
    imageOnlyPages: err.imageOnlyPages,
    fields: { name: 0, email: 0, phone: 0, location: 0, work_experience: 0, skills: 0, summary: 0 },
    warnings: [err.message],
  };
}

type ReadAndParse =
  | { ok: false; error: ReaderError }
  | { ok: true; read: ReadResult; parsed: ParsedData; report: ImportReport };

/** Reads and parses an upload: the parsed result, or the reason it could not be read. */
async function readAndParse(file: Upload): Promise<ReadAndParse> {
  const doc = await tryReadUpload(file);
  if ('error' in doc) return { ok: false, error: doc.error };
  const { text, columns, pages, imageOnlyPages } = doc.read;
  return { ok: true, read: doc.read, ...parseResume(text, { columns, pages, imageOnlyPages }) };
}

/**
 * Reads, parses and scores an uploaded resume. A file that cannot be read is not an error
 * here: it scores 0 and its first improvement says why, as the analyzer expects.
 */
export async function analyzeUpload(file: Upload, target?: Target): Promise<AnalyzeResumeResponse> {
  const r = await readAndParse(file);
  if (!r.ok) {
    const ats = unreadableAnalysis(r.error.message);
    return {
      parsed_data: EMPTY_PARSED,
      ats_analysis: { score: ats.score, grade: ats.grade, strengths: ats.strengths, improvements: ats.improvements },
      parsing_validation: parsingValidation(EMPTY_PARSED),
      original_text_length: 0,
      import_report: unreadableReport(r.error),
    };
  }
  const ats = scoreResume({ text: r.read.text, parsed: r.parsed, read: r.read, target });
  return {
    parsed_data: r.parsed,
    ats_analysis: { score: ats.score, grade: ats.grade, strengths: ats.strengths, improvements: ats.improvements },
    parsing_validation: parsingValidation(r.parsed),
    original_text_length: r.read.text.length,
    import_report: r.report,
  };
}

/** The parser's view of an uploaded resume, without the score; an unreadable file is a 422. */
export async function testParseUpload(file: Upload): Promise<TestParserResponse> {
  const r = await readAndParse(file);
  if (!r.ok) throw readerHttpError(r.error);
  return {
    parsed_data: r.parsed,
    parsing_validation: parsingValidation(r.parsed),
    original_text_length: r.read.text.length,
    import_report: r.report,
  };
}
