import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { AuthUser } from '@common/contract/auth';
import { DatabaseRateLimitStore } from './database-store';

const MINUTE = 60_000;

const byAddress = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
const byUserOrAddress = (req: Request) => ((req.user as AuthUser | undefined)?.id ? `u:${(req.user as AuthUser).id}` : `a:${byAddress(req)}`);

/**
 * The app's rate limits, counted in the database so they hold across replicas. Over the
 * limit: 429 with a clear message and Retry-After.
 */
export function createLimiters(config: Config, sequelize: Sequelize) {
  const make = (name: string, windowMs: number, limit: number, keyGenerator: (req: Request) => string, what: string): RequestHandler =>
    rateLimit({
      windowMs,
      limit,
      keyGenerator,
      store: new DatabaseRateLimitStore(sequelize, name),
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // A database hiccup must not lock everyone out; the request meets the same database next.
      passOnStoreError: true,
      handler: (req, res) => {
        const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const seconds = Math.max(1, Math.ceil(((reset?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
        res.set('Retry-After', String(seconds));
        res.status(429).json({ message: `Too many ${what}. Please try again in ${seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`}.` });
      },
    });

  return {
    signIn: make('signin', 15 * MINUTE, config.rateLimits.signIn, (req) => `${byAddress(req)}|${String(req.body?.email ?? '').trim().toLowerCase()}`, 'sign-in attempts'),
    signUp: make('signup', 60 * MINUTE, config.rateLimits.signUp, byAddress, 'accounts created from this address'),
    analyze: make('analyze', 60 * MINUTE, config.rateLimits.analyze, byUserOrAddress, 'resume analyses'),
    ai: make('ai', 60 * MINUTE, config.rateLimits.ai, byUserOrAddress, 'AI requests'),
  };
}

export type Limiters = ReturnType<typeof createLimiters>;
