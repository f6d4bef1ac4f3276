import { createHash, randomUUID } from 'node:crypto';
import type { OptimizedResume } from '@common/contract/optimizer';
import type { ParsedData } from '@common/contract/analysis';
import type { Ai } from '../ai/client';
import { userResume } from '../ai/user-resume';
import type { Database } from '../db/database';
import { checkFabrication, describeRemoval } from '../engines/fabrication/check';
import { extractKeywords } from '../engines/keywords/extract-keywords';
import { matchKeywords } from '../engines/keywords/match-keywords';
import { parseResume } from '../engines/resume-parser';
import { NotFound } from '../http/errors';
import type { Metrics } from '../metrics/recorder';
import type { Switches } from '../mcp/switches';
import type { ResumeService } from '../resumes/service';
import type { Sealer } from '../security/sealer';
import type { SettingsService } from '../settings/service';
import type { OptimizedResumeRecord } from './model';
import { tailorMessages } from './prompt';
import { renderResume, type ResumeHeader } from './render';
import { tailoredResumeSchema } from './schema';

/** Switch that lets an identical request reuse the stored result instead of calling the AI again. */
export const REUSE_OPTIMIZATIONS = 'reuse-optimizations';
/** SPEC section 9: optimization aims at 15-20 keywords. */
const MAX_KEYWORDS = 20;

export interface OptimizeInput {
  resumeId: string;
  targetJobTitle: string;
  jobDescription?: string;
}

export interface OptimizerDeps {
  db: Database;
  sealer: Sealer;
  settings: Pick<SettingsService, 'effective'>;
  resumes: Pick<ResumeService, 'get'>;
  ai: Ai;
  metrics: Pick<Metrics, 'time'>;
  switches: Pick<Switches, 'isOn'>;
}

/** Name and contact line come from the original (parser first, then the first line), never from the model. */
export function headerOf(parsed: ParsedData, text: string): ResumeHeader {
  const firstLine = text.split('\n').map((l) => l.trim()).find(Boolean) ?? '';
  const c = parsed.candidate_info.contact;
  return {
    name: parsed.candidate_info.name || (firstLine.length <= 60 ? firstLine : ''),
    contact: [c.email, c.phone, c.address, c.portfolio].filter((x): x is string => Boolean(x)),
  };
}

export function createOptimizerService({ db, sealer, settings, resumes, ai, metrics, switches }: OptimizerDeps) {
  const { OptimizedResume } = db.models;

  const present = (row: OptimizedResumeRecord): OptimizedResume => {
    const open = (v: string) => (row.encrypted ? sealer.openText(v) : v);
    return {
      id: row.id,
      targetJobTitle: row.targetJobTitle,
      createdDate: new Date(row.createdAt).toISOString(),
      keywordMatches: JSON.parse(open(row.keywordMatches)) as string[],
      optimizationNotes: open(row.optimizationNotes),
      optimizedContent: open(row.optimizedContent),
    };
  };

  /**
   * Tailors a resume to a job and stores the result: keywords from the job, the model's
   * proposal, the no-fabrication check, the plain-text rendering, the keywords truly present.
   */
  async function optimize(userId: string, input: OptimizeInput, signal?: AbortSignal): Promise<OptimizedResume> {
    const resume = await userResume(resumes, userId, input.resumeId);
    const title = input.targetJobTitle.trim();
    const description = input.jobDescription?.trim() || undefined;
    const requestHash = createHash('sha256').update(JSON.stringify([resume.id, title, description ?? ''])).digest('hex');
    if (await switches.isOn(REUSE_OPTIMIZATIONS)) {
      const same = await OptimizedResume.findOne({ where: { userId, requestHash }, order: [['createdAt', 'DESC']] });
      if (same) return present(same);
    }
    const prefs = await settings.effective(userId);
    const session = await ai.forUser(userId, prefs);

    return metrics.time('resume_optimization', userId, async () => {
      const parsed = (resume.parsedData as ParsedData | null) ?? (parseResume(resume.content).parsed as unknown as ParsedData);
      const jobText = description ? `${title}\n${description}` : title;
      const keywords = extractKeywords(jobText, { max: MAX_KEYWORDS });
      const answer = await session.structured({
        name: 'tailored_resume',
        schema: tailoredResumeSchema,
        messages: tailorMessages({ resumeText: resume.content, targetJobTitle: title, jobDescription: description, keywords }),
        signal,
        temperature: 0.3,
      });
      const { changes, ...proposed } = answer;
      const knownRoles = parsed.work_experience.map((w) => ({
        position: w.position ?? '',
        company: w.company ?? '',
        start_date: w.employment_period.start_date ?? '',
        end_date: w.employment_period.end_date ?? '',
      }));
      const checked = checkFabrication(proposed, { resumeText: resume.content, jobText, knownRoles });
      const optimizedContent = renderResume(headerOf(parsed, resume.content), checked.resume);
      const { matched } = matchKeywords(optimizedContent, keywords);
      const notes = [
        `Tailored for ${title}: ${matched.length} of ${keywords.length} target keywords appear in the result.`,
        ...changes.slice(0, 12).map((c) => `• ${c.trim()}`),
        checked.removed.length
          ? `No-fabrication check removed ${checked.removed.length} item(s) the original resume does not support:`
          : 'No-fabrication check: every employer, title, date, degree, school, certification and number is from your resume.',
        ...checked.removed.map((r) => `• ${describeRemoval(r)}`),
      ].join('\n');

      const { encryptStorage } = prefs;
      const seal = (s: string) => (encryptStorage ? sealer.sealText(s) : s);
      const row = await OptimizedResume.create({
        id: randomUUID(),
        userId,
        resumeId: resume.id,
        targetJobTitle: title.slice(0, 200),
        requestHash,
        encrypted: encryptStorage,
        optimizedContent: seal(optimizedContent),
        keywordMatches: seal(JSON.stringify(matched)),
        optimizationNotes: seal(notes),
      });
      return present(row);
    });
  }

  /** The user's optimized resumes, newest first. */
  async function list(userId: string): Promise<OptimizedResume[]> {
    const rows = await OptimizedResume.findAll({ where: { userId }, order: [['createdAt', 'DESC'], ['id', 'DESC']] });
    return rows.map(present);
  }

  async function get(userId: string, id: string): Promise<OptimizedResume> {
    const row = await OptimizedResume.findOne({ where: { id, userId } });
    if (!row) throw NotFound('Optimized resume not found');
    return present(row);
  }

  async function remove(userId: string, id: string): Promise<void> {
    const n = await OptimizedResume.destroy({ where: { id, userId } });
    if (!n) throw NotFound('Optimized resume not found');
  }

  return { optimize, list, get, remove };
}

export type OptimizerService = ReturnType<typeof createOptimizerService>;
