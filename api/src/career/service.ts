import { createHash, randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import type { CareerReportResponse } from '@common/contract/career';
import type { ParsedData } from '@common/contract/analysis';
import type { Ai } from '../ai/client';
import type { Database } from '../db/database';
import { matchKeywords } from '../engines/keywords/match-keywords';
import { parseResume } from '../engines/resume-parser';
import { scoreResume } from '../engines/ats';
import type { Metrics } from '../metrics/recorder';
import type { Switches } from '../mcp/switches';
import { readUpload } from '../resumes/document';
import type { Sealer } from '../security/sealer';
import type { SettingsService } from '../settings/service';
import { currentRole, resumeSkills, yearsOfExperience } from './facts';
import { healthScore } from './health-score';
import { careerMessages } from './prompt';
import { careerJudgementSchema } from './schema';

/** Switch that answers the same file and target role from the stored report (30 days) instead of calling the AI again. */
export const REUSE_CAREER_REPORTS = 'reuse-career-reports';
const REUSE_DAYS = 30;

export interface CareerDeps {
  db: Database;
  sealer: Sealer;
  settings: Pick<SettingsService, 'effective'>;
  ai: Ai;
  metrics: Pick<Metrics, 'time'>;
  switches: Pick<Switches, 'isOn'>;
  now?: () => Date;
}

export function createCareerService({ db, sealer, settings, ai, metrics, switches, now = () => new Date() }: CareerDeps) {
  const { CareerReport } = db.models;

  /** A career report for an uploaded resume: facts from the parser, judgements from the model, the health score from our formula. */
  async function analyze(userId: string, file: { originalname: string; buffer: Buffer }, targetRole?: string, signal?: AbortSignal): Promise<CareerReportResponse> {
    const doc = await readUpload(file);
    const requestHash = createHash('sha256').update(file.buffer).update(`\n${targetRole ?? ''}`).digest('hex');
    if (await switches.isOn(REUSE_CAREER_REPORTS)) {
      const since = new Date(now().getTime() - REUSE_DAYS * 86_400_000);
      const same = await CareerReport.findOne({ where: { userId, requestHash, createdAt: { [Op.gte]: since } }, order: [['createdAt', 'DESC']] });
      if (same) return JSON.parse(same.encrypted ? sealer.openText(same.report) : same.report) as CareerReportResponse;
    }
    const session = await ai.forUser(userId);

    return metrics.time('career_analysis', userId, async () => {
      const text = doc.read.text;
      const parserResult = parseResume(text, { columns: doc.read.columns, pages: doc.read.pages, imageOnlyPages: doc.read.imageOnlyPages }).parsed;
      const parsed = parserResult as unknown as ParsedData;
      const ats = scoreResume({ text, parsed: parserResult, read: doc.read, target: targetRole ? { role: targetRole } : undefined });
      const facts = {
        currentRole: currentRole(parsed.work_experience),
        years: yearsOfExperience(parsed.work_experience, now()),
        skills: resumeSkills(parsed),
        location: parsed.candidate_info.contact.address ?? '',
      };
      const judgement = await session.structured({
        name: 'career_judgement',
        schema: careerJudgementSchema,
        messages: careerMessages({ resumeText: text, targetRole, facts }),
        signal,
        temperature: 0.4,
      });

      const demanded = [...new Set(judgement.career_progression.next_logical_roles.flatMap((r) => r.required_skills).map((s) => s.trim()).filter(Boolean))];
      const coverage = demanded.length ? matchKeywords(text, demanded).matched.length / demanded.length : null;
      const report: CareerReportResponse = {
        intelligence: {
          user_profile: {
            current_role: facts.currentRole || 'Not stated in the resume',
            years_experience: facts.years,
            industry: judgement.industry,
            location: facts.location || 'Not stated in the resume',
            salary_range: judgement.salary_range,
            skills: facts.skills,
          },
          market_analysis: judgement.market_analysis,
          career_progression: judgement.career_progression,
          competitive_intelligence: judgement.competitive_intelligence,
          actionable_recommendations: judgement.actionable_recommendations.map(({ impact_score: _score, ...r }) => r),
        },
        health_score: healthScore({
          judgement,
          demandedSkillCoverage: coverage,
          atsScore: ats.score,
          quantifiedAchievements: parsed.quantifiable_achievements.reduce((n, q) => n + q.values.length, 0),
          skillCount: facts.skills.length,
        }),
      };

      const { encryptStorage } = await settings.effective(userId);
      const json = JSON.stringify(report);
      await CareerReport.create({ id: randomUUID(), userId, requestHash, encrypted: encryptStorage, report: encryptStorage ? sealer.sealText(json) : json });
      return report;
    });
  }

  return { analyze };
}

export type CareerService = ReturnType<typeof createCareerService>;
