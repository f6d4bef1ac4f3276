import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** An origin; browser-extension URLs have an opaque ('null') URL origin, so theirs is built from scheme and host. */
const origin = z.url({ protocol: /^(https?|chrome-extension|moz-extension)$/ }).transform((u) => {
  const url = new URL(u);
  return url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`;
});

/**
 * Every environment variable the server reads, with its default. Parsed once at start;
 * a bad value stops the process with a message naming the variable.
 */
const envSchema = z.object({
  /** Port the HTTP server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. Loopback by default; containers set 0.0.0.0. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the embedded defaults live: the SQLite file and the generated secret. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** sqlite:<path> or mysql://user:pass@host:port/db. Default: SQLite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|mysql:\/\/|mariadb:\/\/)/, 'must start with sqlite: or mysql://')
    .optional(),
  /** Signs cookies and derives the key that encrypts API keys and resumes at rest (32+ characters). */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The origin browsers use to reach the app, e.g. https://jobs.example.com. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Extra origins allowed to make cookie requests (the browser extension), comma-separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** External OpenID Connect provider. When unset, the embedded provider with local accounts is used. */
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Trust X-Forwarded-* from this many proxy hops (set behind a reverse proxy). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Default OpenAI-compatible base URL when a user has not set their own. */
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1'),
  /** Default model when a user has not set their own. */
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Jina reader base URL (the job-page reader service). */
  JINA_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://r.jina.ai'),
  /** Private host:port pairs job-page fetching may reach anyway. For tests and local fixtures only. */
  FETCH_ALLOW_HOSTS: z.string().default(''),
  /** Serve the built web app from this folder when it exists. */
  WEB_DIST_DIR: z.string().default('dist/web'),
  /** Time budget of one call to the AI provider. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Time budget for reading one uploaded document; a file that takes longer is refused. */
  READER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** Sign-in attempts per 15 minutes for one address and email. */
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(10),
  /** Accounts created per hour from one address. */
  RATE_LIMIT_SIGN_UP: z.coerce.number().int().min(1).default(20),
  /** Resume analyses per hour for one anonymous address or signed-in user. */
  RATE_LIMIT_ANALYZE: z.coerce.number().int().min(1).default(30),
  /** AI-provider calls per hour for one user. */
  RATE_LIMIT_AI: z.coerce.number().int().min(1).default(100),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Run the retention sweep (auto-delete, data retention) this often. */
  SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(60),
  /** How long a shutdown waits for in-flight requests before closing anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  appSecret: string;
  publicUrl: string;
  /** Origins whose state-changing cookie requests are accepted (CSRF defence). */
  allowedOrigins: string[];
  oidc: { issuerUrl: string; clientId: string; clientSecret: string } | null;
  trustProxy: number;
  logLevel: string;
  openaiBaseUrl: string;
  openaiModel: string;
  jinaBaseUrl: string;
  fetchAllowHosts: string[];
  webDistDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  readerTimeoutMs: number;
  aiTimeoutMs: number;
  rateLimits: { signIn: number; signUp: number; analyze: number; ai: number };
  sweepIntervalMinutes: number;
  shutdownGraceMs: number;
}

export class ConfigError extends Error {
  name = 'ConfigError';
}

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Reads APP_SECRET from DATA_DIR/secret, generating it on first start. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Parses and validates the environment. Throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const origins = list(e.ALLOWED_ORIGINS).map((o) => {
    const r = origin.safeParse(o);
    if (!r.success) throw new ConfigError(`Invalid configuration:\n  ALLOWED_ORIGINS: '${o}' is not an origin`);
    return r.data;
  });
  const oidcVars = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcVars.some(Boolean) && !oidcVars.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }

  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.sqlite')}`,
    appSecret: e.APP_SECRET ?? persistedSecret(dataDir),
    publicUrl,
    allowedOrigins: [publicUrl, ...origins],
    oidc: e.OIDC_ISSUER_URL
      ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET! }
      : null,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    openaiBaseUrl: e.OPENAI_BASE_URL.replace(/\/+$/, ''),
    openaiModel: e.OPENAI_MODEL,
    jinaBaseUrl: e.JINA_BASE_URL.replace(/\/+$/, ''),
    fetchAllowHosts: list(e.FETCH_ALLOW_HOSTS),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    nodeEnv: e.NODE_ENV,
    readerTimeoutMs: e.READER_TIMEOUT_MS,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    rateLimits: { signIn: e.RATE_LIMIT_SIGN_IN, signUp: e.RATE_LIMIT_SIGN_UP, analyze: e.RATE_LIMIT_ANALYZE, ai: e.RATE_LIMIT_AI },
    sweepIntervalMinutes: e.SWEEP_INTERVAL_MINUTES,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}
