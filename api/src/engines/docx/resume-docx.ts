import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';

/** Line shapes of the plain-text resume format the optimizer writes (see optimized-resumes/render.ts). */
const HEADING = /^[A-Z][A-Z0-9 &/,'-]{2,60}$/;
const BULLET = /^\s*[•\-*▪◦·]\s+/;
const CONTACT = /@|\+?\d[\d ().-]{6,}\d|https?:\/\/|linkedin|github/i;

// XML 1.0 forbids most control characters; a stray one would make Word refuse the file.
// eslint-disable-next-line no-control-regex
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/\*\*|__/g, '');

const BULLETS = 'resume-bullets';

/** One paragraph per line: the name as title, the contact line, headings, bullet lists, 'Role | Company | Dates' lines in bold. */
function paragraphs(text: string): Paragraph[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((l) => clean(l).trimEnd());
  const out: Paragraph[] = [];
  let seenName = false;
  let seenHeading = false;
  for (const raw of lines) {
    const line = raw.trim().replace(/^#+\s*/, '');
    if (!line) continue;
    if (!seenName) {
      seenName = true;
      out.push(new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(line)] }));
      continue;
    }
    if (!seenHeading && CONTACT.test(line) && !BULLET.test(line)) {
      out.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 200 }, children: [new TextRun({ text: line, size: 20 })] }));
      continue;
    }
    // Upper case, no commas, a few words: 'PROFESSIONAL EXPERIENCE', not 'SQL, AWS, GCP'.
    if (HEADING.test(line) && /[A-Z]{3}/.test(line) && !line.includes(',') && line.split(/\s+/).length <= 5) {
      seenHeading = true;
      out.push(new Paragraph({ heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 80 }, children: [new TextRun(line)] }));
      continue;
    }
    if (BULLET.test(line)) {
      out.push(new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(line.replace(BULLET, ''))] }));
      continue;
    }
    if (line.includes(' | ')) {
      const [first, ...rest] = line.split(' | ');
      out.push(
        new Paragraph({
          spacing: { before: 120 },
          children: [new TextRun({ text: first!, bold: true }), ...(rest.length ? [new TextRun({ text: ` | ${rest.join(' | ')}` })] : [])],
        }),
      );
      continue;
    }
    out.push(new Paragraph({ children: [new TextRun(line)] }));
  }
  return out;
}

/** A Word document (DOCX bytes) of a plain-text resume: editable headings, bullet lists and contact line. */
export async function buildResumeDocx(text: string, meta: { title?: string } = {}): Promise<Buffer> {
  const doc = new Document({
    title: meta.title,
    creator: 'Smart Cover Letter',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }],
        },
      ],
    },
    sections: [{ properties: { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } }, children: paragraphs(text) }],
  });
  return Packer.toBuffer(doc);
}
