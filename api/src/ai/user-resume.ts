import { HttpError, NotFound } from '../http/errors';
import type { ResumeService } from '../resumes/service';

/** One of the user's resumes for an AI feature; missing or another user's reads the same: 'Resume ID not found'. */
export async function userResume(resumes: Pick<ResumeService, 'get'>, userId: string, id: string) {
  try {
    return await resumes.get(userId, id);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw NotFound('Resume ID not found');
    throw err;
  }
}
