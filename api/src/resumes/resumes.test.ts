import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser } from '../../test/helpers/http-client';
import { signUp } from '../../test/helpers/accounts';

/** Files made by real tools (headless Chromium, docx, LibreOffice): see scripts/build-reader-fixtures.ts. */
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../engines/reader/fixtures', name));

describe.each(dialects)('resumes (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.stop());

  const countRows = async () => {
    const [rows] = await server.app.db.sequelize.query('SELECT COUNT(*) AS n FROM resumes');
    return Number((rows as Array<{ n: number }>)[0]!.n);
  };

  it('when signed out, then every resume endpoint answers 401', async () => {
    const anon = new Browser(server.url);
    expect((await anon.json('/api/resumes')).status).toBe(401);
    expect((await anon.json('/api/resumes/current')).status).toBe(401);
    expect((await anon.upload('/api/resumes', 'resume', fixture('utf8-bom.txt'), 'cv.txt')).status).toBe(401);
    expect((await anon.json('/api/resumes/x', { method: 'DELETE' })).status).toBe(401);
  });

  it.each([
    ['one-column.pdf', 'application/pdf'],
    ['sidebar.pdf', 'application/pdf'],
    ['resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['resume.doc', 'application/msword'],
    ['utf8-bom.txt', 'text/plain'],
    ['utf16le.txt', 'text/plain'],
  ])('when %s is uploaded, then its text is extracted, stored and it becomes current', async (name, mimeType) => {
    const { browser } = await signUp(server.url);
    const bytes = fixture(name);
    const up = await browser.upload('/api/resumes', 'resume', bytes, name);
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.resume).toMatchObject({ filename: name, fileSize: bytes.byteLength, mimeType, isCurrent: true });
    expect(up.body.resume.content.length).toBeGreaterThan(40);
    expect(up.body.resume.content).not.toMatch(/\uFEFF|\u0000/);
    const current = await browser.json('/api/resumes/current');
    expect(current.body).toMatchObject({ id: up.body.resume.id, filename: name, content: up.body.resume.content });
    expect(current.body.uploadDate).toBe(current.body.uploadedAt);
    expect(Date.parse(current.body.uploadDate)).toBeGreaterThan(Date.now() - 60_000);
    // The parsed result is kept with the resume.
    expect(current.body.parsedData.candidate_info.name).toMatch(/\p{L}+ \p{L}+/u);
    expect(Array.isArray(current.body.parsedData.work_experience)).toBe(true);
  });

  it('when nothing is uploaded, then current is null and the list empty', async () => {
    const { browser } = await signUp(server.url);
    expect((await browser.json('/api/resumes/current')).body).toBeNull();
    expect((await browser.json('/api/resumes')).body).toEqual([]);
  });

  it('when several are uploaded and the current one deleted, then the newest remaining becomes current', async () => {
    const { browser } = await signUp(server.url);
    const ids: string[] = [];
    for (const name of ['first.txt', 'second.txt', 'third.txt']) {
      const up = await browser.upload('/api/resumes', 'resume', Buffer.from(`Resume ${name}\nJane Doe\njane@example.com\nEngineer at Acme 2019-2024`), name);
      ids.push(up.body.resume.id);
      await new Promise((r) => setTimeout(r, 1100)); // distinct upload times at MySQL's second precision
    }
    const list = await browser.json('/api/resumes');
    expect(list.body.map((r: { filename: string }) => r.filename)).toEqual(['third.txt', 'second.txt', 'first.txt']);
    expect(list.body.filter((r: { isCurrent: boolean }) => r.isCurrent).map((r: { id: string }) => r.id)).toEqual([ids[2]]);

    expect((await browser.json(`/api/resumes/${ids[2]}`, { method: 'DELETE' })).status).toBe(204);
    expect((await browser.json('/api/resumes/current')).body.id).toBe(ids[1]);
    expect((await browser.json(`/api/resumes/${ids[0]}`, { method: 'DELETE' })).status).toBe(204);
    expect((await browser.json('/api/resumes/current')).body.id).toBe(ids[1]);
    expect((await browser.json(`/api/resumes/${ids[1]}`, { method: 'DELETE' })).status).toBe(204);
    expect((await browser.json('/api/resumes/current')).body).toBeNull();
    expect((await browser.json(`/api/resumes/${ids[1]}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('when encryptStorage is on (the default), then text and file are sealed at rest; off, they are stored plain', async () => {
    const { browser } = await signUp(server.url);
    const marker = 'ZANZIBAR-UNIQUE-MARKER';
    const sealed = await browser.upload('/api/resumes', 'resume', Buffer.from(`Jane Doe\n${marker}\n`), 'sealed.txt');
    await browser.json('/api/settings', { method: 'PUT', body: { encryptStorage: false } });
    const plain = await browser.upload('/api/resumes', 'resume', Buffer.from(`Jane Doe\n${marker}-PLAIN\n`), 'plain.txt');
    const [rows] = await server.app.db.sequelize.query(`SELECT id, content, encrypted FROM resumes WHERE id IN ('${sealed.body.resume.id}', '${plain.body.resume.id}')`);
    const byId = new Map((rows as Array<{ id: string; content: string; encrypted: unknown }>).map((r) => [r.id, r]));
    expect(byId.get(sealed.body.resume.id)!.content).not.toContain(marker);
    expect(byId.get(plain.body.resume.id)!.content).toContain(`${marker}-PLAIN`);
    // Reads give the clear text either way.
    const list = (await browser.json('/api/resumes')).body as Array<{ content: string }>;
    expect(list.map((r) => r.content.includes(marker))).toEqual([true, true]);
  });

  describe('hostile uploads: each answered with a clear error and nothing stored', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = (await signUp(server.url)).browser;
    });

    const cases: Array<[string, () => Buffer, string, number, RegExp]> = [
      ['a renamed executable', () => readFileSync(process.execPath).subarray(0, 200_000), 'resume.pdf', 415, /Unsupported file type/],
      ['a zip renamed to .pdf', () => fixture('resume.docx'), 'resume.pdf', 415, /Unsupported file type/],
      ['an unknown extension', () => Buffer.from('hello'), 'resume.exe', 415, /Unsupported file type/],
      ['an empty file', () => Buffer.alloc(0), 'resume.txt', 422, /No text could be read/],
      ['an empty PDF', () => fixture('blank.pdf'), 'blank.pdf', 422, /No text could be read/],
      ['an image-only PDF', () => fixture('scanned.pdf'), 'scanned.pdf', 422, /scanned image/],
      ['an 11 MB file', () => Buffer.alloc(11 * 1024 * 1024, 'a'), 'big.txt', 413, /File too large/],
      ['a DOCX zip bomb', () => fixture('bomb.docx'), 'bomb.docx', 422, /unpacks to far more data/],
      ['a path-traversal file name', () => fixture('utf8-bom.txt'), '../../etc/passwd.txt', 400, /Invalid file name/],
      ['a Windows path-traversal file name', () => fixture('utf8-bom.txt'), '..\\..\\boot.txt', 400, /Invalid file name/],
      ['a truncated PDF', () => fixture('one-column.pdf').subarray(0, 2000), 'cut.pdf', 422, /could not be read|No text/],
    ];

    it.each(cases)('%s', async (_label, bytes, filename, status, message) => {
      const before = await countRows();
      const res = await browser.upload('/api/resumes', 'resume', bytes(), filename);
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
      expect(await countRows()).toBe(before);
    });

    it('no file, or the file in another field', async () => {
      const none = await browser.json('/api/resumes', { method: 'POST', body: new FormData() });
      expect(none.status).toBe(400);
      expect(none.body.message).toMatch(/No file uploaded/);
      const wrongField = await browser.upload('/api/resumes', 'file', fixture('utf8-bom.txt'), 'cv.txt');
      expect(wrongField.status).toBe(400);
      expect(wrongField.body.message).toMatch(/'resume' field/);
    });

    it('a cross-origin upload', async () => {
      const before = await countRows();
      browser.setOrigin('https://evil.example');
      const res = await browser.upload('/api/resumes', 'resume', fixture('utf8-bom.txt'), 'cv.txt');
      browser.setOrigin(server.url);
      expect(res.status).toBe(403);
      expect(await countRows()).toBe(before);
    });
  });

  it("when user B tries user A's resume, then it is not found and A's data is untouched", async () => {
    const a = await signUp(server.url);
    const b = await signUp(server.url);
    const up = await a.browser.upload('/api/resumes', 'resume', fixture('resume.docx'), 'a.docx');
    const id = up.body.resume.id;
    expect((await b.browser.json(`/api/resumes/${id}`)).status).toBe(404);
    expect((await b.browser.json(`/api/resumes/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await b.browser.json('/api/resumes')).body).toEqual([]);
    expect((await b.browser.json('/api/resumes/current')).body).toBeNull();
    expect((await a.browser.json('/api/resumes/current')).body.id).toBe(id);
  });

  it('when the same file is uploaded again with reuse-parse-results on, then it is not read again and gives the same result', async () => {
    const { browser } = await signUp(server.url);
    const parses = () => server.app.db.models.OperationMetric.count({ where: { process: 'resume_parsing' } });
    const first = await browser.upload('/api/resumes', 'resume', fixture('resume.docx'), 'cv.docx');
    const afterFirst = await parses();
    await server.app.platform.switches.set('reuse-parse-results', true);
    try {
      const again = await browser.upload('/api/resumes', 'resume', fixture('resume.docx'), 'cv-again.docx');
      expect(again.status).toBe(201);
      expect(await parses()).toBe(afterFirst);
      expect(again.body.resume).toMatchObject({ filename: 'cv-again.docx', content: first.body.resume.content, parsedData: first.body.resume.parsedData });
      expect(again.body.resume.id).not.toBe(first.body.resume.id);
      // A renamed copy of the same bytes is still checked by type.
      expect((await browser.upload('/api/resumes', 'resume', fixture('resume.docx'), 'cv.exe')).status).toBe(415);
    } finally {
      await server.app.platform.switches.set('reuse-parse-results', false);
    }
    await browser.upload('/api/resumes', 'resume', fixture('resume.docx'), 'cv-third.docx');
    expect(await parses()).toBe(afterFirst + 1);
  });
});
