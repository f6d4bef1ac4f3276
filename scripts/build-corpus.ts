/**
 * Builds the labelled resume corpus: every JSON resume of corpus/resumes rendered by six
 * JSON Resume themes from npm (two with a sidebar) and by our own LinkedIn-export-like
 * layout to PDF with headless Chromium, plus a DOCX and a TXT version. The JSON is the
 * ground truth; corpus/manifest.json lists each file with its resume and layout.
 * Run: node --import tsx scripts/build-corpus.ts   (needs /usr/bin/chromium)
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPrinter } from '../corpus/tools/print-pdf';
import { linkedinHtml, resumeDocx, resumeTxt } from '../corpus/tools/render-own';
import { withLegacyAliases, type JsonResume } from '../corpus/tools/resume-json';

/** Theme package -> layout family. Sidebar themes put contact and skills in a side column. */
const THEMES = {
  stackoverflow: 'one-column',
  flat: 'one-column',
  paper: 'label-column',
  onepage: 'label-column',
  macchiato: 'sidebar',
  spartacus: 'sidebar',
} as const;

const root = fileURLToPath(new URL('../corpus/', import.meta.url));
const require = createRequire(import.meta.url);

async function renderTheme(theme: string, resume: JsonResume): Promise<string> {
  const mod = await import(require.resolve(`jsonresume-theme-${theme}`));
  const render = mod.render ?? mod.default?.render;
  return await render(withLegacyAliases(resume));
}

async function main() {
  const files = path.join(root, 'files');
  rmSync(files, { recursive: true, force: true });
  mkdirSync(files, { recursive: true });
  const resumes = readdirSync(path.join(root, 'resumes'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ id: f.replace(/\.json$/, ''), json: JSON.parse(readFileSync(path.join(root, 'resumes', f), 'utf8')) as JsonResume }));

  const manifest: Array<{ file: string; resume: string; layout: string; family: string; format: 'pdf' | 'docx' | 'txt' }> = [];
  await withPrinter(async (print) => {
    for (const { id, json } of resumes) {
      for (const [theme, family] of Object.entries(THEMES)) {
        const file = `${id}.${theme}.pdf`;
        writeFileSync(path.join(files, file), await print(await renderTheme(theme, json)));
        manifest.push({ file, resume: id, layout: theme, family, format: 'pdf' });
      }
      const li = `${id}.linkedin.pdf`;
      writeFileSync(path.join(files, li), await print(linkedinHtml(json), { pageFooter: true }));
      manifest.push({ file: li, resume: id, layout: 'linkedin', family: 'sidebar', format: 'pdf' });
      writeFileSync(path.join(files, `${id}.docx`), await resumeDocx(json));
      manifest.push({ file: `${id}.docx`, resume: id, layout: 'docx', family: 'one-column', format: 'docx' });
      writeFileSync(path.join(files, `${id}.txt`), resumeTxt(json));
      manifest.push({ file: `${id}.txt`, resume: id, layout: 'txt', family: 'one-column', format: 'txt' });
      console.log(`rendered ${id}`);
    }
  });
  writeFileSync(path.join(root, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  console.log(`${manifest.length} files`);
}

await main();
