import { readFileSync } from 'node:fs';
import express from 'express';
import { buildOpenApiDocument, type OpenApiDocument } from './document';
import { renderDocsPage } from './docs-page';

const packageVersion = (): string =>
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version ?? '0.0.0';

/** GET /api/openapi.json (the document) and GET /api/docs (a readable page of it). Built once, on first use. */
export function openApiRouter(publicUrl: string) {
  let doc: OpenApiDocument | null = null;
  let page: string | null = null;
  const document = () => (doc ??= buildOpenApiDocument({ version: packageVersion(), serverUrl: publicUrl }));

  const router = express.Router();
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(document());
  });
  router.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('html').send((page ??= renderDocsPage(document())));
  });
  return router;
}
