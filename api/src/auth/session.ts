import { hkdfSync } from 'node:crypto';
import session from 'express-session';
import connectSessionSequelize from 'connect-session-sequelize';
import type { Sequelize } from 'sequelize';
import type { Config } from '../config';

export const SESSION_COOKIE = 'sid';
const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Cookie sessions stored in the database, so any API process can serve any request.
 * SameSite=Lax, not Strict: the OIDC callback arrives as a cross-site redirect and needs
 * the session that holds the PKCE verifier.
 */
export function createSessionMiddleware(config: Config, sequelize: Sequelize) {
  const SequelizeStore = connectSessionSequelize(session.Store);
  const store = new SequelizeStore({
    db: sequelize,
    table: 'Session',
    checkExpirationInterval: 15 * 60 * 1000,
    expiration: TWO_WEEKS_MS,
  });
  throttleTouch(store);
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
  return { middleware, close: () => store.stopExpiringSessions() };
}

/** How often an unchanged session's expiry is written back: every request would cost a write. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;
const TOUCHES_REMEMBERED = 50_000;

/**
 * express-session touches the store on every request that does not change the session (an
 * UPDATE per read). Touching once per ten minutes per session keeps two-week sessions alive
 * just the same.
 */
function throttleTouch(store: session.Store) {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const last = new Map<string, number>();
  store.touch = (sid, sess, callback) => {
    const now = Date.now();
    const at = last.get(sid);
    if (at !== undefined && now - at < TOUCH_EVERY_MS) return callback?.();
    last.delete(sid);
    last.set(sid, now);
    if (last.size > TOUCHES_REMEMBERED) last.delete(last.keys().next().value!);
    touch(sid, sess, callback);
  };
}
