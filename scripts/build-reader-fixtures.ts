/**
 * Regenerates the reader's test files in api/src/engines/reader/fixtures with real tools:
 * headless Chromium (PDF), the docx package (DOCX), LibreOffice (DOC, from the DOCX).
 * Tests use the committed files, so these tools are needed only to rebuild them.
 * Run: node --import tsx scripts/build-reader-fixtures.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AlignmentType, Document, Header, Packer, Paragraph, Table, TableCell, TableRow, TextRun, TabStopType } from 'docx';
import { chromium } from 'playwright-core';
import { withPrinter } from '../corpus/tools/print-pdf';
import { makeZip } from '../corpus/tools/zip';

const out = fileURLToPath(new URL('../api/src/engines/reader/fixtures/', import.meta.url));
const write = (name: string, data: Buffer | Uint8Array) => writeFileSync(path.join(out, name), data);

const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:10.5pt;margin:0}h1{font-size:22pt;margin:0 0 4pt}
h2{font-size:12pt;border-bottom:1px solid #999;margin:12pt 0 4pt}.row{display:flex;justify-content:space-between}
ul{margin:2pt 0 6pt 16pt;padding:0}`;

const oneColumn = `<html><head><style>${css}</style></head><body>
<h1>Amara Okafor</h1><div>amara.okafor@example.com · +234 803 555 0142 · Lagos, Nigeria</div>
<h2>Summary</h2><p>Backend engineer with eight years of experience building payment systems used by millions of customers across West Africa.</p>
<h2>Experience</h2>
<div class="row"><b>Senior Software Engineer, Paystack Labs</b><span>Mar 2020 – Present</span></div>
<ul><li>Cut settlement latency by 45% by moving reconciliation to an event-driven pipeline.</li>
<li>Led a team of 6 engineers delivering the merchant dashboard.</li></ul>
<div class="row"><b>Software Engineer, Kora Networks</b><span>Jan 2016 – Feb 2020</span></div>
<ul><li>Built the card tokenisation service handling 2M requests per day.</li></ul>
<h2>Skills</h2><p>Go, PostgreSQL, Kafka, Kubernetes, TypeScript</p></body></html>`;

const sidebar = `<html><head><style>${css}
.wrap{display:flex;gap:18pt}.side{width:30%;background:#eef}.main{flex:1}</style></head><body>
<div class="wrap"><div class="side"><h1>Lukas Schneider</h1>
<h2>Contact</h2><div>lukas.schneider@example.de</div><div>+49 30 1234 5678</div><div>Berlin, Germany</div>
<h2>Skills</h2><div>Python</div><div>Django</div><div>PostgreSQL</div><div>Docker</div><div>Terraform</div><div>AWS</div>
<h2>Languages</h2><div>German (native)</div><div>English (fluent)</div></div>
<div class="main"><h2>Profile</h2><p>Platform engineer who likes boring, reliable infrastructure and teams that ship every day without drama or pagers going off at night.</p>
<h2>Experience</h2>
<p><b>Staff Engineer</b> — Zalando SE<br>04/2019 – Current</p>
<ul><li>Reduced cloud spend by €1.2M a year by rightsizing 900 services.</li><li>Mentored 12 engineers across four teams on on-call practices.</li></ul>
<p><b>Backend Developer</b> — N26 GmbH<br>09/2015 – 03/2019</p>
<ul><li>Shipped the savings accounts API used by 500,000 customers.</li></ul>
</div></div></body></html>`;

async function main() {
  await withPrinter(async (print) => {
    write('one-column.pdf', await print(oneColumn));
    write('sidebar.pdf', await print(sidebar));
    write('blank.pdf', await print('<html><body></body></html>'));
    write('two-pages.pdf', await print(oneColumn.replace('<h2>Skills</h2>', '<h2 style="break-before:page">Skills</h2>')));
  });

  // A scan: the resume as a picture, no text layer.
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 700, height: 500 } });
  await page.setContent(oneColumn);
  const png = await page.screenshot({ type: 'png' });
  await page.setContent(`<html><body style="margin:0"><img style="width:100%" src="data:image/png;base64,${png.toString('base64')}"></body></html>`);
  write('scanned.pdf', await page.pdf({ format: 'A4' }));
  await browser.close();

  const docx = new Document({
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph('Mei Chen · mei.chen@example.com · +886 912 345 678')] }) },
        children: [
          new Paragraph({ children: [new TextRun({ text: 'Mei Chen', bold: true, size: 40 })] }),
          new Paragraph('Taipei, Taiwan'),
          new Paragraph({ text: 'Experience', heading: 'Heading2' }),
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
            children: [new TextRun({ text: 'Product Designer, Gogoro', bold: true }), new TextRun('\t2019 - Present')],
          }),
          new Paragraph({ text: 'Raised checkout conversion by 18% with a redesigned battery plan flow.', bullet: { level: 0 } }),
          new Paragraph({ text: 'Skills', heading: 'Heading2' }),
          new Table({
            rows: [
              new TableRow({ children: [new TableCell({ children: [new Paragraph('Figma')] }), new TableCell({ children: [new Paragraph('User research')] })] }),
              new TableRow({ children: [new TableCell({ children: [new Paragraph('Prototyping')] }), new TableCell({ children: [new Paragraph('Accessibility')] })] }),
            ],
          }),
          new Paragraph({ alignment: AlignmentType.LEFT, text: 'References available on request.' }),
        ],
      },
    ],
  });
  const docxBytes = await Packer.toBuffer(docx);
  write('resume.docx', docxBytes);

  const tmp = mkdtempSync(path.join(tmpdir(), 'reader-fixtures-'));
  try {
    writeFileSync(path.join(tmp, 'resume.docx'), docxBytes);
    execFileSync('soffice', ['--headless', '--convert-to', 'doc', '--outdir', tmp, path.join(tmp, 'resume.docx')], { stdio: 'ignore', timeout: 120_000 });
    write('resume.doc', readFileSync(path.join(tmp, 'resume.doc')));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  const text = 'José Álvarez Núñez\nMadrid, España · jose.alvarez@example.es · +34 612 345 678\n\nExperiencia\nIngeniero de datos — Cabify\n2018 – actualidad\n';
  write('utf8-bom.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
  write('utf16le.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
  const be = Buffer.from(text, 'utf16le');
  be.swap16();
  write('utf16be.txt', Buffer.concat([Buffer.from([0xfe, 0xff]), be]));

  // A real decompression bomb: 60 MB of spaces deflate to a few dozen KB.
  write(
    'bomb.docx',
    makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
      { name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) },
    ]),
  );
}

await main();
