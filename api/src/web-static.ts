import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

/**
 * Serves the built web app (dist/web) with an SPA fallback, so client routes such as
 * /settings load index.html. Hashed assets are cached for a year, index.html never.
 */
export function serveWebApp(app: Express, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get(/^(?!\/api\/|\/oidc\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
