import type { Board, JobPageResult, PostingFields } from './types';
import { postingWarnings } from './warnings';
import { readGreenhouseJob } from './board-api/greenhouse';
import { readLeverPosting } from './board-api/lever';
import { readAshbyJob } from './board-api/ashby';
import { readWorkdayJob } from './board-api/workday';
import { readSmartRecruitersPosting } from './board-api/smartrecruiters';
import { readWorkableJob } from './board-api/workable';

const READERS: Record<Board, (json: unknown, url: string) => PostingFields | null> = {
  greenhouse: readGreenhouseJob,
  lever: readLeverPosting,
  ashby: readAshbyJob,
  workday: readWorkdayJob,
  smartrecruiters: readSmartRecruitersPosting,
  workable: readWorkableJob,
};

/**
 * Reads a posting from a board's public JSON API answer (already parsed). `url` is the job
 * page's address. Null when the JSON holds no such posting (wrong shape, job not on the board).
 */
export function readBoardApi(board: Board, json: unknown, url: string): JobPageResult | null {
  let fields: PostingFields | null;
  try {
    fields = READERS[board](json, url);
  } catch {
    fields = null;
  }
  if (!fields) return null;
  return { ...fields, url, source: `${board}-api`, warnings: postingWarnings(fields) };
}
