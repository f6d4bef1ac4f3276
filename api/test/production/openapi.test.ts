import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020';
import { startTestServer, type TestServer } from '../helpers/server';
import { signUp } from '../helpers/accounts';
import { OPERATIONS } from '../../src/openapi/operations';

const twoPagePdf = readFileSync(new URL('../../src/engines/reader/fixtures/two-pages.pdf', import.meta.url));

describe('OpenAPI document and docs page', () => {
  let server: TestServer;
  let doc: any;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
  });
  afterAll(() => server?.stop());

  /** Checks a real answer against the schema the document publishes for it. */
  const conforms = (component: string, body: unknown) => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    const validate = ajv.compile({ $ref: `#/components/schemas/${component}`, components: doc.components });
    const ok = validate(body);
    return ok ? 'conforms' : ajv.errorsText(validate.errors);
  };

  it('when fetched anonymously, then it is a valid OpenAPI 3.1 document listing every operation', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0].url).toBe(server.url);
    for (const op of OPERATIONS) expect(doc.paths[op.path]?.[op.method], `${op.method} ${op.path}`).toBeDefined();
    // Session-only operations say so; public ones override the cookie requirement.
    expect(doc.paths['/api/settings'].get.security).toBeUndefined();
    expect(doc.paths['/api/settings'].get.responses['401']).toBeDefined();
    expect(doc.paths['/api/analyze-resume'].post.security).toEqual([]);
    expect(doc.paths['/api/analyze-resume'].post.responses['429'].headers['Retry-After']).toBeDefined();
  });

  it('when the contract has a schema, then the document carries it, strict objects closed', () => {
    const update = doc.components.schemas.SettingsUpdate;
    expect(update.additionalProperties).toBe(false);
    expect(update.properties.writingStyle.enum).toEqual(['professional', 'conversational', 'creative', 'direct']);
    expect(doc.components.schemas.AnalyzeResumeResponse.required).toEqual(
      expect.arrayContaining(['parsed_data', 'ats_analysis', 'parsing_validation', 'original_text_length']),
    );
    expect(doc.paths['/api/resumes/{id}'].delete.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it('when real endpoints answer, then their bodies match the published schemas', async () => {
    const { browser } = await signUp(server.url);
    expect(conforms('AuthUser', (await browser.json('/api/auth/user')).body)).toBe('conforms');
    expect(conforms('Settings', (await browser.json('/api/settings')).body)).toBe('conforms');
    expect(conforms('CurrentResume', (await browser.json('/api/resumes/current')).body)).toBe('conforms');
    const upload = await browser.upload('/api/resumes', 'resume', twoPagePdf, 'two-pages.pdf', 'application/pdf');
    expect(upload.status).toBe(201);
    expect(conforms('UploadResumeResponse', upload.body)).toBe('conforms');
    expect(conforms('ResumeList', (await browser.json('/api/resumes')).body)).toBe('conforms');
    expect(conforms('Usage', (await browser.json('/api/usage')).body)).toBe('conforms');
    const err = await browser.json('/api/resumes/does-not-exist');
    expect(err.status).toBe(404);
    expect(conforms('Error', err.body)).toBe('conforms');
    // And the check itself bites: a wrong shape is reported.
    expect(conforms('Settings', { writingStyle: 'shouty' })).not.toBe('conforms');
  });

  it('when a person opens /api/docs, then every operation is listed on a page with no script', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    for (const op of OPERATIONS) expect(html).toContain(`<code>${op.path}</code>`);
    expect(html).toContain('href="/api/openapi.json"');
  });
});
