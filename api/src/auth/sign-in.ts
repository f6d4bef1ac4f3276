import express, { type Request, type Response, type NextFunction } from 'express';
import { randomUUID } from 'node:crypto';
import passportModule from 'passport';
import * as client from 'openid-client';
import { Strategy, type VerifyFunction } from 'openid-client/passport';
import type { Config } from '../config';
import type { Models } from '../db/database';
import type { UserRecord } from '../users/model';
import { ServiceUnavailable, Unauthorized } from '../http/errors';
import { messagePage } from './pages';
import { SESSION_COOKIE } from './session';
import type { AuthUser } from '@common/contract/auth';

const STRATEGY = 'oidc';

export interface Issuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Back-channel calls to this origin go to the given local origin instead (embedded provider). */
  rewriteOrigin?: { from: string; to: string };
}

declare module 'express-session' {
  interface SessionData {
    idToken?: string;
  }
}

export const presentUser = (u: UserRecord): AuthUser => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  profileImageUrl: u.profileImageUrl,
});

/**
 * Sign-in through OpenID Connect (openid-client + passport): GET /api/login starts the code
 * flow with PKCE, GET /api/callback creates or updates the user and the session, GET
 * /api/logout ends both, GET /api/auth/user answers the user or 401.
 */
export function createSignIn(config: Config, models: Models, issuer: Issuer) {
  const passport = new passportModule.Passport();
  // The presented user lives in the session (refreshed at each sign-in), so reads need no
  // user lookup. A session that holds only an id (older format) is looked up once.
  passport.serializeUser((user, done) => done(null, user as AuthUser));
  passport.deserializeUser((stored: AuthUser | string, done) => {
    if (typeof stored === 'object' && stored?.id) return done(null, stored);
    models.User.findByPk(String(stored)).then(
      (u) => done(null, u ? presentUser(u) : false),
      (err) => done(err),
    );
  });

  const verify: VerifyFunction = async (tokens, done) => {
    try {
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      let info: Record<string, unknown> = { ...claims };
      if (!claims.email && tokens.access_token) {
        info = { ...info, ...(await client.fetchUserInfo(await getConfig(), tokens.access_token, claims.sub)) };
      }
      const user = await upsertUser(models, `${claims.iss}|${claims.sub}`, info);
      done(null, user, { idToken: tokens.id_token });
    } catch (err) {
      done(err as Error);
    }
  };

  let configPromise: Promise<client.Configuration> | null = null;
  const getConfig = () => {
    configPromise ??= discover(issuer).catch((err) => {
      configPromise = null; // try again on the next sign-in
      throw err;
    });
    return configPromise;
  };
  let strategyReady: Promise<void> | null = null;
  const ensureStrategy = () => {
    strategyReady ??= getConfig().then(
      (oidcConfig) => {
        passport.use(
          STRATEGY,
          new Strategy({ config: oidcConfig, scope: 'openid email profile', callbackURL: `${config.publicUrl}/api/callback` }, verify),
        );
      },
      (err) => {
        strategyReady = null;
        throw err;
      },
    );
    return strategyReady;
  };
  const requireProvider = async () => {
    try {
      await ensureStrategy();
    } catch {
      throw ServiceUnavailable('Sign-in is unavailable: the identity provider could not be reached. Try again shortly.');
    }
  };

  const router = express.Router();
  // Only the sign-in routes log in or out; every other request just reads its user (below).
  router.use(['/login', '/callback', '/logout'], passport.initialize());

  router.get('/login', async (req, res, next) => {
    if (req.user) return res.redirect('/');
    await requireProvider();
    passport.authenticate(STRATEGY)(req, res, next);
  });

  router.get('/callback', async (req, res, next) => {
    await requireProvider();
    passport.authenticate(STRATEGY, (err: unknown, user: AuthUser | false, info?: { idToken?: string }) => {
      if (err || !user) {
        req.log?.warn({ err }, 'sign-in callback failed');
        res
          .status(400)
          .type('html')
          .send(messagePage('Sign-in failed', 'We could not complete your sign-in.', { href: '/api/login', label: 'Try again' }));
        return;
      }
      req.logIn(user, (loginErr) => {
        if (loginErr) return next(loginErr);
        req.session.idToken = info?.idToken;
        req.session.save((saveErr) => (saveErr ? next(saveErr) : res.redirect('/')));
      });
    })(req, res, next);
  });

  router.get('/logout', async (req: Request, res: Response, next: NextFunction) => {
    const idToken = req.session?.idToken;
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy(async () => {
        res.clearCookie(SESSION_COOKIE, { path: '/' });
        try {
          const oidcConfig = await getConfig();
          if (oidcConfig.serverMetadata().end_session_endpoint) {
            const params: Record<string, string> = { post_logout_redirect_uri: `${config.publicUrl}/`, client_id: issuer.clientId };
            if (idToken) params.id_token_hint = idToken;
            return res.redirect(client.buildEndSessionUrl(oidcConfig, params).href);
          }
        } catch {
          // The provider is unreachable: the app session is gone, which is what matters here.
        }
        res.redirect('/');
      });
    });
  });

  router.get('/auth/user', (req, res) => {
    if (!req.user) throw Unauthorized();
    res.json(req.user);
  });

  /**
   * req.user from the session, for every request: what passport.session() does, without
   * passport's per-request setup (it adds eight properties to each request, which costs a
   * tenth of a signed-in read's allocations; bench/load.bench.ts).
   */
  const sessionUser: express.RequestHandler = (req, _res, next) => {
    const login = (req.session as { passport?: { user?: AuthUser | string } } | undefined)?.passport;
    const stored = login?.user;
    if (stored === undefined || stored === null) return next();
    passport.deserializeUser(stored, req, (err: unknown, user?: Express.User | false | null) => {
      if (err) return next(err);
      if (user) req.user = user;
      else if (login) delete login.user; // the account is gone: signed out, as passport does
      next();
    });
  };

  return { passport, router, sessionUser };
}

async function discover(issuer: Issuer): Promise<client.Configuration> {
  const rewrite = issuer.rewriteOrigin;
  const customFetch: client.CustomFetch | undefined = rewrite
    ? (url, options) => {
        const target = url.startsWith(rewrite.from) ? rewrite.to + url.slice(rewrite.from.length) : url;
        return fetch(target, options as RequestInit);
      }
    : undefined;
  const insecure = new URL(issuer.issuer).protocol === 'http:';
  const oidcConfig = await client.discovery(new URL(issuer.issuer), issuer.clientId, issuer.clientSecret, undefined, {
    execute: insecure ? [client.allowInsecureRequests] : [],
    timeout: 10,
    ...(customFetch ? { [client.customFetch]: customFetch } : {}),
  });
  if (!rewrite) return oidcConfig;
  // The provider wrote its endpoints for the loopback address we asked on: browsers must
  // use the public origin, and back-channel calls keep going to loopback.
  const metadata = JSON.parse(JSON.stringify(oidcConfig.serverMetadata()).replaceAll(rewrite.to, rewrite.from));
  const publicConfig = new client.Configuration(metadata, issuer.clientId, issuer.clientSecret);
  if (insecure) client.allowInsecureRequests(publicConfig);
  publicConfig[client.customFetch] = customFetch!;
  return publicConfig;
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

async function upsertUser(models: Models, subject: string, info: Record<string, unknown>): Promise<AuthUser> {
  const name = str(info.name);
  const [first, ...rest] = (name ?? '').split(/\s+/);
  const fields = {
    email: str(info.email),
    firstName: str(info.given_name) ?? str(first),
    lastName: str(info.family_name) ?? str(rest.join(' ')),
    profileImageUrl: str(info.picture),
  };
  const existing = await models.User.findOne({ where: { subject } });
  if (existing) {
    await existing.update(fields);
    return presentUser(existing);
  }
  return presentUser(await models.User.create({ id: randomUUID(), subject, ...fields }));
}
