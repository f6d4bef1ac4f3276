import { hkdfSync, randomUUID } from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import Provider, { type Configuration } from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../config';
import type { Models } from '../db/database';
import type { Sealer } from '../security/sealer';
import type { Limiters } from '../rate-limit/limiters';
import { sequelizeAdapter } from './oidc-adapter';
import { loadSigningKeys } from './provider-keys';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords';
import { messagePage, signInPage, signOutPage, signUpPage } from './pages';

export const EMBEDDED_CLIENT_ID = 'smart-cover-letter';
export const EMBEDDED_PATH = '/oidc';

/** The client secret the app uses with its own embedded provider, derived so it never needs configuring. */
export function embeddedClientSecret(appSecret: string) {
  return Buffer.from(hkdfSync('sha256', appSecret, 'smart-cover-letter', 'oidc-client-secret', 32)).toString('base64url');
}

const emailSchema = z.string().trim().toLowerCase().max(320).pipe(z.email({ error: 'Enter a valid email address' }));

const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(200, 'Name is too long'),
  email: emailSchema,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return { given: parts[0] ?? '', family: parts.slice(1).join(' ') };
};

/**
 * An OpenID provider with local accounts, mounted at /oidc, used when no external issuer is
 * configured: the default install is multi-user, and tests run the real code flow.
 */
export async function mountEmbeddedProvider(
  app: Express,
  config: Config,
  models: Models,
  sealer: Sealer,
  limiters: Pick<Limiters, 'signIn' | 'signUp'>,
) {
  const issuer = config.publicUrl + EMBEDDED_PATH;
  const cookieKey = Buffer.from(hkdfSync('sha256', config.appSecret, 'smart-cover-letter', 'oidc-cookies', 32)).toString(
    'base64url',
  );

  const configuration: Configuration = {
    adapter: sequelizeAdapter(models.OidcPayload),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: embeddedClientSecret(config.appSecret),
        redirect_uris: [`${config.publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: await loadSigningKeys(models.ServerValue, sealer),
    cookies: { keys: [cookieKey], long: { signed: true }, short: { signed: true } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Put email and profile in the ID token: the app reads them at the callback.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = signOutPage(form);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_PATH}/interaction/${interaction.uid}` },
    // First-party client: no consent screen, the grant is made on sign-in.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const account = await models.LocalAccount.findByPk(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => {
          const { given, family } = splitName(account.name);
          return { sub: id, email: account.email, email_verified: false, name: account.name, given_name: given, family_name: family };
        },
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in problem', String(out.error_description ?? out.error ?? 'Something went wrong.'), {
        href: '/api/login',
        label: 'Start again',
      });
    },
    ttl: { Interaction: 60 * 60, Session: 14 * 24 * 60 * 60, Grant: 14 * 24 * 60 * 60, AuthorizationCode: 60, IdToken: 60 * 60, AccessToken: 60 * 60 },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy > 0;

  const base = (uid: string) => `${EMBEDDED_PATH}/interaction/${encodeURIComponent(uid)}`;
  const form = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 });
  const router = express.Router();

  /** Loads the interaction or answers with a page that lets the user start again. */
  const details = async (req: Request, res: Response) => {
    try {
      const d = await provider.interactionDetails(req, res);
      if (d.uid !== req.params.uid) throw new Error('interaction mismatch');
      return d;
    } catch {
      res
        .status(400)
        .type('html')
        .send(messagePage('Sign-in expired', 'This sign-in page has expired.', { href: '/api/login', label: 'Start again' }));
      return null;
    }
  };

  const finishLogin = (req: Request, res: Response, accountId: string) =>
    provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });

  router.get('/interaction/:uid', async (req, res) => {
    const d = await details(req, res);
    if (!d) return;
    if (d.prompt.name !== 'login') {
      // Consent is granted by loadExistingGrant; anything else just completes.
      await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
      return;
    }
    res.type('html').send(signInPage({ action: `${base(d.uid)}/login`, signUpHref: `${base(d.uid)}/signup` }));
  });

  router.get('/interaction/:uid/signup', async (req, res) => {
    const d = await details(req, res);
    if (!d) return;
    res.type('html').send(signUpPage({ action: `${base(d.uid)}/signup`, signInHref: base(d.uid) }));
  });

  router.post('/interaction/:uid/login', form, limiters.signIn, async (req, res) => {
    const d = await details(req, res);
    if (!d) return;
    const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    const account = email ? await models.LocalAccount.findOne({ where: { email } }) : null;
    const ok = account ? await verifyPassword(password, account.passwordHash) : false;
    if (!account || !ok) {
      res
        .status(401)
        .type('html')
        .send(signInPage({ action: `${base(d.uid)}/login`, signUpHref: `${base(d.uid)}/signup`, email, error: 'Wrong email or password.' }));
      return;
    }
    await finishLogin(req, res, account.id);
  });

  router.post('/interaction/:uid/signup', form, limiters.signUp, async (req, res) => {
    const d = await details(req, res);
    if (!d) return;
    const raw = { name: String(req.body?.name ?? ''), email: String(req.body?.email ?? ''), password: String(req.body?.password ?? '') };
    const again = (status: number, error: string) =>
      res
        .status(status)
        .type('html')
        .send(signUpPage({ action: `${base(d.uid)}/signup`, signInHref: base(d.uid), name: raw.name, email: raw.email, error }));

    const parsed = signUpSchema.safeParse(raw);
    if (!parsed.success) return again(400, parsed.error.issues[0]!.message);
    const { name, email, password } = parsed.data;
    if (await models.LocalAccount.findOne({ where: { email } })) {
      return again(409, 'An account with this email already exists. Sign in instead.');
    }
    const id = randomUUID();
    try {
      await models.LocalAccount.create({ id, name, email, passwordHash: await hashPassword(password) });
    } catch (err) {
      if ((err as Error).name === 'SequelizeUniqueConstraintError') {
        return again(409, 'An account with this email already exists. Sign in instead.');
      }
      throw err;
    }
    await finishLogin(req, res, id);
  });

  app.get('/auth-assets/auto-submit.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'public, max-age=3600');
    res.send("document.getElementById('op.logoutForm')?.submit();");
  });
  app.use(EMBEDDED_PATH, router);
  app.use(EMBEDDED_PATH, provider.callback());
  return { issuer, clientId: EMBEDDED_CLIENT_ID, clientSecret: embeddedClientSecret(config.appSecret) };
}
