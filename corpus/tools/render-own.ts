import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import { dateRange, type JsonResume } from './resume-json';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const place = (r: JsonResume) => [r.basics.location?.city, r.basics.location?.region, r.basics.location?.countryCode].filter(Boolean).join(', ');

function months(job: { startDate?: string; endDate?: string }): string {
  const [sy, sm] = (job.startDate ?? '2000-01').split('-').map(Number);
  const end = job.endDate ? job.endDate.split('-').map(Number) : [2025, 6];
  const total = (end[0] - sy) * 12 + ((end[1] ?? 1) - (sm ?? 1)) + 1;
  const y = Math.floor(total / 12);
  const m = total % 12;
  return [y ? `${y} year${y > 1 ? 's' : ''}` : '', m ? `${m} month${m > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}

/**
 * A layout like LinkedIn's "Save to PDF": a grey sidebar (contact, top skills, languages),
 * then experience grouped by company with each role, its dates and duration beneath.
 */
export function linkedinHtml(r: JsonResume): string {
  const groups: Array<{ company: string; jobs: NonNullable<JsonResume['work']> }> = [];
  for (const job of r.work ?? []) {
    const last = groups[groups.length - 1];
    if (last && last.company === job.name) last.jobs.push(job);
    else groups.push({ company: job.name, jobs: [job] });
  }
  const skills = (r.skills ?? []).flatMap((s) => s.keywords ?? []);
  return `<html><head><style>
body{font-family:'DejaVu Sans',Arial,sans-serif;margin:0;font-size:10pt;color:#222}
.wrap{display:flex}.side{width:31%;background:#f3f2ef;padding:14pt 12pt;min-height:100vh;box-sizing:border-box}
.main{flex:1;padding:14pt 18pt}h1{font-size:24pt;margin:0;font-weight:normal}h2{font-size:13pt;margin:14pt 0 6pt;font-weight:normal}
.side h2{font-size:12pt;margin-top:10pt}.co{font-size:11.5pt;margin-top:10pt}.role{font-size:10.5pt;font-weight:bold;margin-top:6pt}
.muted{color:#777}.side div{margin:2pt 0}p{margin:4pt 0}
</style></head><body><div class="wrap"><div class="side">
<h2>Contact</h2>${r.basics.phone ? `<div>${esc(r.basics.phone)} (Mobile)</div>` : ''}${r.basics.email ? `<div>${esc(r.basics.email)}</div>` : ''}${r.basics.url ? `<div>${esc(r.basics.url)}</div>` : ''}
${skills.length ? `<h2>Top Skills</h2>${skills.map((s) => `<div>${esc(s)}</div>`).join('')}` : ''}
${r.languages?.length ? `<h2>Languages</h2>${r.languages.map((l) => `<div>${esc(l.language)}${l.fluency ? ` (${esc(l.fluency)})` : ''}</div>`).join('')}` : ''}
</div><div class="main"><h1>${esc(r.basics.name)}</h1>${r.basics.label ? `<div>${esc(r.basics.label)}</div>` : ''}<div class="muted">${esc(place(r))}</div>
${r.basics.summary ? `<h2>Summary</h2><p>${esc(r.basics.summary)}</p>` : ''}
<h2>Experience</h2>${groups
    .map(
      (g) =>
        `<div class="co">${esc(g.company)}</div>${g.jobs
          .map(
            (j) => `<div class="role">${esc(j.position)}</div><div class="muted">${esc(dateRange(j, r))} (${months(j)})</div>${j.location ? `<div class="muted">${esc(j.location)}</div>` : ''}
${j.summary ? `<p>${esc(j.summary)}</p>` : ''}${(j.highlights ?? []).map((h) => `<p>- ${esc(h)}</p>`).join('')}`,
          )
          .join('')}`,
    )
    .join('')}
${r.education?.length ? `<h2>Education</h2>${r.education.map((e) => `<div class="co">${esc(e.institution)}</div><div>${esc([e.studyType, e.area].filter(Boolean).join(', '))} · (${(e.startDate ?? '').slice(0, 4)} - ${(e.endDate ?? '').slice(0, 4)})</div>`).join('')}` : ''}
</div></div></body></html>`;
}

/** A plain Word resume: headings, "Position | Company" with right-tabbed dates, bullet lists. */
export async function resumeDocx(r: JsonResume): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ children: [new TextRun({ text: r.basics.name, bold: true, size: 36 })] }),
    new Paragraph([r.basics.email, r.basics.phone, place(r)].filter(Boolean).join(' | ')),
  ];
  if (r.basics.summary) children.push(new Paragraph({ text: 'Professional Summary', heading: HeadingLevel.HEADING_2 }), new Paragraph(r.basics.summary));
  children.push(new Paragraph({ text: 'Work Experience', heading: HeadingLevel.HEADING_2 }));
  for (const job of r.work ?? []) {
    children.push(
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
        children: [new TextRun({ text: `${job.position} | ${job.name}`, bold: true }), new TextRun(`\t${dateRange(job, r)}`)],
      }),
    );
    if (job.summary) children.push(new Paragraph(job.summary));
    for (const h of job.highlights ?? []) children.push(new Paragraph({ text: h, bullet: { level: 0 } }));
  }
  if (r.education?.length) {
    children.push(new Paragraph({ text: 'Education', heading: HeadingLevel.HEADING_2 }));
    for (const e of r.education) children.push(new Paragraph(`${[e.studyType, e.area].filter(Boolean).join(' in ')}, ${e.institution} (${(e.endDate ?? '').slice(0, 4)})`));
  }
  if (r.skills?.length) {
    children.push(new Paragraph({ text: 'Skills', heading: HeadingLevel.HEADING_2 }));
    for (const s of r.skills) children.push(new Paragraph({ alignment: AlignmentType.LEFT, children: [new TextRun({ text: `${s.name}: `, bold: true }), new TextRun((s.keywords ?? []).join(', '))] }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** A plain-text resume as people paste it: capital headings, company line, then title and dates. */
export function resumeTxt(r: JsonResume): string {
  const out = [r.basics.name.toUpperCase(), r.basics.label ?? '', [r.basics.email, r.basics.phone, place(r)].filter(Boolean).join(' · '), ''];
  if (r.basics.summary) out.push('PROFILE', r.basics.summary, '');
  out.push('EXPERIENCE');
  for (const job of r.work ?? []) {
    out.push(job.location ? `${job.name} — ${job.location}` : job.name, job.position, dateRange(job, r));
    if (job.summary) out.push(job.summary);
    for (const h of job.highlights ?? []) out.push(`* ${h}`);
    out.push('');
  }
  if (r.skills?.length) {
    out.push('SKILLS');
    for (const s of r.skills) out.push(`${s.name}: ${(s.keywords ?? []).join(', ')}`);
    out.push('');
  }
  if (r.education?.length) {
    out.push('EDUCATION');
    for (const e of r.education) out.push(`${e.institution}, ${[e.studyType, e.area].filter(Boolean).join(' ')}, ${(e.endDate ?? '').slice(0, 4)}`);
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}
