import { hkdfSync } from 'node:crypto';
import session from 'express-session';
import type { Database } from '../db/database';
import type { Config } from '../config';
import { DatabaseSessionStore } from './session-store';

export const SESSION_COOKIE = 'sid';
const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Cookie sessions stored in the database, so any API process can serve any request.
 * SameSite=Lax, not Strict: the OIDC callback arrives as a cross-site redirect and needs
 * the session that holds the PKCE verifier.
 */
export function createSessionMiddleware(config: Config, db: Pick<Database, 'sequelize' | 'read'>) {
  // express-session touches the store on every request that does not change the session;
  // once per ten minutes per session keeps two-week sessions alive just the same.
  const store = new DatabaseSessionStore(db, { ttlMs: TWO_WEEKS_MS, touchEveryMs: 10 * 60 * 1000, sweepEveryMs: 15 * 60 * 1000 });
  const secret = Buffer.from(hkdfSync('sha256', config.appSecret, 'smart-cover-letter', 'session-cookie', 32)).toString(
    'base64url',
  );
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    proxy: config.trustProxy > 0,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      maxAge: TWO_WEEKS_MS,
    },
  });
  return { middleware, close: () => store.close() };
}
