import { randomUUID } from 'node:crypto';
import { LENGTH_PARAGRAPHS } from '@common/contract/settings';
import type { CoverLetter, GenerateCoverLetterRequest } from '@common/contract/cover-letters';
import type { JobPosting } from '@common/contract/job-postings';
import type { Ai, ChatMessage } from '../ai/client';
import type { Database } from '../db/database';
import { BadGateway } from '../http/errors';
import { userResume } from '../ai/user-resume';
import type { Metrics } from '../metrics/recorder';
import type { ResumeService } from '../resumes/service';
import type { Sealer } from '../security/sealer';
import type { SettingsService } from '../settings/service';
import { bodyParagraphs, wordCount } from './paragraphs';
import { lengthCorrection, letterMessages } from './prompt';

export interface CoverLetterDeps {
  db: Database;
  sealer: Sealer;
  settings: Pick<SettingsService, 'effective'>;
  resumes: Pick<ResumeService, 'get'>;
  jobPostings: { get(userId: string, id: string): Promise<JobPosting> };
  ai: Ai;
  metrics: Pick<Metrics, 'time'>;
}

export function createCoverLetterService({ db, sealer, settings, resumes, jobPostings, ai, metrics }: CoverLetterDeps) {
  /**
   * Everything a letter needs, checked before any answer starts (so the streaming form can
   * still answer a plain 404 or 400): the resume, the posting, the preferences and the AI key.
   */
  async function prepare(userId: string, body: GenerateCoverLetterRequest) {
    const [resume, posting, prefs] = await Promise.all([
      userResume(resumes, userId, body.resumeId),
      jobPostings.get(userId, body.jobPostingId),
      settings.effective(userId),
    ]);
    const session = await ai.forUser(userId, prefs);
    return { userId, resume, posting, prefs, session };
  }
  type Prepared = Awaited<ReturnType<typeof prepare>>;

  /**
   * Writes the letter (streamed through onDelta when given), checks its paragraph count
   * against the length setting and asks once for a corrected one if it is off, then stores it.
   */
  async function write(job: Prepared, opts: { signal?: AbortSignal; onDelta?: (text: string) => void } = {}): Promise<CoverLetter> {
    return metrics.time('cover_letter', job.userId, async () => {
      const range = LENGTH_PARAGRAPHS[job.prefs.coverLetterLength];
      const messages: ChatMessage[] = letterMessages({ resumeText: job.resume.content, posting: job.posting, prefs: job.prefs });
      let content = opts.onDelta
        ? await job.session.stream({ messages, signal: opts.signal, onDelta: opts.onDelta, temperature: 0.7 })
        : await job.session.text({ messages, signal: opts.signal, temperature: 0.7 });
      const found = bodyParagraphs(content).length;
      if (found < range[0] || found > range[1]) {
        // The corrected letter is not streamed: the stream's final event carries it and replaces the draft.
        const corrected = await job.session.text({
          messages: [...messages, { role: 'assistant', content }, lengthCorrection(found, range)],
          signal: opts.signal,
          temperature: 0.4,
        });
        if (corrected) content = corrected;
      }
      if (!content) throw BadGateway('The AI provider returned an empty letter. Please try again.');
      return store(job, content);
    });
  }

  async function store(job: Prepared, content: string): Promise<CoverLetter> {
    const encrypted = job.prefs.encryptStorage;
    const row = await db.models.CoverLetter.create({
      id: randomUUID(),
      userId: job.userId,
      resumeId: job.resume.id,
      jobPostingId: job.posting.id,
      encrypted,
      content: encrypted ? sealer.sealText(content) : content,
      wordCount: wordCount(content),
    });
    return { id: row.id, content, wordCount: row.wordCount };
  }

  return { prepare, write };
}

export type CoverLetterService = ReturnType<typeof createCoverLetterService>;
