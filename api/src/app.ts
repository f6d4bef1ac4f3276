import express from 'express';
import helmet from 'helmet';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import type { Logger } from './logger';
import { createSealer } from './security/sealer';
import { createSessionMiddleware } from './auth/session';
import { mountEmbeddedProvider } from './auth/embedded-provider';
import { createSignIn, type Issuer } from './auth/sign-in';
import { originCheck } from './http/csrf';
import { apiNotFound, errorHandler } from './http/error-handler';
import { createSettingsService } from './settings/service';
import { settingsRouter } from './settings/router';
import { createResumeService } from './resumes/service';
import { resumesRouter } from './resumes/router';
import { createJobPostingService } from './job-postings/service';
import { jobPostingsRouter } from './job-postings/router';
import { serveWebApp } from './web-static';
import { createLimiters } from './rate-limit/limiters';
import { healthRouter } from './health/router';
import { openApiRouter } from './openapi/router';
import { resumeAnalysisRouter } from './resume-analysis/router';
import { createJobMatchService } from './job-match/service';
import { jobMatchRouter } from './job-match/router';
import { setDefaultReadTimeout, shutdownReaderPool } from './engines/reader';
import { closeSharedPageReader } from './job-postings/page-reader/pool';
import { createAiWriting, createPlatform, type Platform } from './ai/writing';

export interface App {
  app: express.Express;
  db: Database;
  /** metrics.time, switches.isOn, usage.recordReader: see ai/writing.ts. */
  platform: Platform;
  /** Closes the database and background work; the HTTP server is closed by its owner. */
  close(): Promise<void>;
}

/**
 * Builds the Express app: database (migrated), sign-in, every /api route, the web app.
 * Does not listen, so tests and the server share it.
 */
export async function createApp(config: Config, logger: Logger): Promise<App> {
  const db = await openDatabase(config.databaseUrl, (sql) => logger.trace({ sql }, 'sql'));
  const sealer = createSealer(config.appSecret);
  setDefaultReadTimeout(config.readerTimeoutMs);
  const platform = createPlatform(db, { logger });
  const limiters = createLimiters(config, db.sequelize);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        // Strict for the web app: scripts only from our own files (no inline, no eval), no
        // plugins, no framing, no <base> hijack. Inline styles stay: Radix positions with them.
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'font-src': ["'self'", 'data:'],
          'img-src': ["'self'", 'data:', 'https:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'", ...(config.oidc ? [new URL(config.oidc.issuerUrl).origin] : [])],
          'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
        },
      },
      frameguard: { action: 'deny' },
      // Referrers never leave the site, but same-origin form posts keep their Origin (with
      // no-referrer Chromium sends Origin: null, which the CSRF check must refuse).
      referrerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: config.publicUrl.startsWith('https:'),
    }),
  );
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // A line per request, not every header of it: cheaper, and nothing sensitive to redact.
      // The serializers read the raw request and response, so pino-http's wrappers (which
      // copy every header of both) are skipped.
      wrapSerializers: false,
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
        err: pino.stdSerializers.err,
      },
    }),
  );

  const sessions = createSessionMiddleware(config, db);
  app.use(sessions.middleware);
  app.use(originCheck(config.allowedOrigins));

  let issuer: Issuer;
  if (config.oidc) {
    issuer = { issuer: config.oidc.issuerUrl, clientId: config.oidc.clientId, clientSecret: config.oidc.clientSecret };
  } else {
    const embedded = await mountEmbeddedProvider(app, config, db.models, sealer, limiters);
    const localHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    issuer = { ...embedded, rewriteOrigin: { from: config.publicUrl, to: `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${config.port}` } };
  }
  const signIn = createSignIn(config, db.models, issuer);
  app.use(signIn.sessionUser);

  const settings = createSettingsService(db, sealer);
  const resumes = createResumeService(db, sealer, settings, platform);
  const jobPostings = createJobPostingService(config, db, settings, platform);
  const writing = createAiWriting({ config, db, sealer, settings, resumes, jobPostings, platform, logger });

  const api = express.Router();
  api.use(express.json({ limit: '6mb' }));
  api.use(healthRouter(db.sequelize));
  api.use(openApiRouter(config.publicUrl));
  api.use(signIn.router);
  api.use(settingsRouter(config, settings));
  api.use(resumesRouter(resumes));
  api.use(resumeAnalysisRouter(limiters, platform.metrics));
  api.use(jobPostingsRouter(jobPostings));
  api.use(jobMatchRouter(createJobMatchService(resumes, jobPostings)));
  // Every call that reaches the AI provider counts against the user's hourly AI limit.
  api.post(
    ['/cover-letters/generate', '/cover-letters/generate/stream', '/resumes/optimize', '/optimize-resume', '/optimize-resume-ats', '/career-intelligence/analyze', '/mcp/analyze-platform'],
    limiters.ai,
  );
  api.use(writing.router);
  api.use(apiNotFound);
  app.use('/api', api);

  serveWebApp(app, config.webDistDir);
  app.use(errorHandler);

  return {
    app,
    platform,
    db,
    async close() {
      sessions.close();
      await writing.close();
      await Promise.all([shutdownReaderPool(), closeSharedPageReader()]);
      await db.close();
    },
  };
}
