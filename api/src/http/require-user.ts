import type { Request, RequestHandler } from 'express';
import type { AuthUser } from '@common/contract/auth';
import { Unauthorized } from './errors';

/** Answers 401 unless the request carries a signed-in session. */
export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw Unauthorized();
  next();
};

/** The signed-in user of a request that passed requireUser. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw Unauthorized();
  return req.user as AuthUser;
}
