import type { OpenApiDocument } from './document';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Schema = Record<string, unknown>;
type Op = {
  operationId: string;
  summary: string;
  tags: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
};

/** The component a $ref names, or the schema itself. */
function resolve(doc: OpenApiDocument, schema: Schema | undefined): { name: string | null; schema: Schema | undefined } {
  const target = typeof schema?.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : null;
  return target ? { name: target, schema: doc.components.schemas[target] } : { name: null, schema };
}

function schemaBlock(doc: OpenApiDocument, label: string, media: string, schema: Schema | undefined) {
  const { name, schema: body } = resolve(doc, schema);
  const title = `${label}: <code>${escape(media)}</code>${name ? ` <code>${escape(name)}</code>` : ''}`;
  if (!body || Object.keys(body).length === 0) return `<p>${title}</p>`;
  return `<details><summary>${title}</summary><pre>${escape(JSON.stringify(body, null, 2))}</pre></details>`;
}

function operationSection(doc: OpenApiDocument, method: string, path: string, op: Op) {
  const access = op.security?.length === 0 ? 'public' : 'signed in';
  const parts = [`<h3 id="${escape(op.operationId)}"><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`];
  parts.push(`<p>${escape(op.summary)} <span class="access">(${access})</span></p>`);
  for (const [media, content] of Object.entries(op.requestBody?.content ?? {})) parts.push(schemaBlock(doc, 'Request', media, content.schema));
  const rows = Object.entries(op.responses).map(([status, r]) => `<tr><td>${escape(status)}</td><td>${escape(r.description)}</td></tr>`);
  parts.push(`<table><tbody>${rows.join('')}</tbody></table>`);
  const [status, ok] = Object.entries(op.responses)[0]!;
  for (const [media, content] of Object.entries(ok.content ?? {})) parts.push(schemaBlock(doc, `Response ${status}`, media, content.schema));
  return `<section>${parts.join('\n')}</section>`;
}

/**
 * A readable page of the OpenAPI document: operations by tag, request and response schemas
 * in collapsible blocks. Plain HTML and CSS, no script, so it works offline and under the
 * app's Content-Security-Policy.
 */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Op>)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(doc, method, path, op)]);
    }
  }
  const toc = [...byTag.keys()].map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join(' · ');
  const body = [...byTag].map(([t, ops]) => `<h2 id="tag-${escape(t)}">${escape(t)}</h2>\n${ops.join('\n')}`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} ${escape(doc.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#0f172a}
code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f1f5f9;padding:.75rem;overflow:auto;border-radius:6px}
section{border-top:1px solid #e2e8f0;padding:.5rem 0}
h3{margin:.5rem 0;font-size:16px}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.delete{background:#dc2626}
.access{color:#64748b}
table{border-collapse:collapse;margin:.25rem 0}td{padding:1px 12px 1px 0;vertical-align:top}
</style>
</head>
<body>
<h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
<p>${escape(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(doc.openapi)}).</p>
<nav>${toc}</nav>
${body}
</body>
</html>`;
}
