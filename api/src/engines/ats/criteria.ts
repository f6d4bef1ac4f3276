/** The rubric's criteria (docs/ats-scoring.md): each returns a share 0..1 and the lines behind it. */
import { matchKeywords } from '../keywords/match-keywords';
import { extractKeywords } from '../keywords/extract-keywords';
import { splitSections } from '../resume-parser/sections';
import type { Assessment, ScoreInput } from './types';

const quote = (s: string, n = 70) => `"${s.length > n ? `${s.slice(0, n - 1)}…` : s}"`;
const bullets = (i: ScoreInput) => i.parsed.work_experience.flatMap((w) => [...w.key_achievements, ...w.responsibilities]);
const clamp = (x: number) => Math.max(0, Math.min(1, x));

export function parseability(i: ScoreInput): Assessment {
  const a: Assessment = { share: 1, strengths: [], improvements: [], notes: [] };
  const chars = i.text.trim().length;
  if (chars < 400) {
    a.share -= 0.6;
    a.improvements.push(`Only ${chars} characters of text could be read: an ATS sees almost nothing. Export the resume as a text-based PDF or DOCX.`);
  }
  const scanned = i.read?.imageOnlyPages ?? [];
  if (scanned.length) {
    a.share -= 0.4;
    a.improvements.push(`Page${scanned.length > 1 ? 's' : ''} ${scanned.join(', ')} ${scanned.length > 1 ? 'are images' : 'is an image'} (scanned): an ATS cannot read ${scanned.length > 1 ? 'them' : 'it'}. Replace with real text.`);
  }
  if (!i.parsed.candidate_info.name) {
    a.share -= 0.2;
    a.improvements.push('No name could be read at the top: put your full name alone on the first line.');
  }
  if (!i.parsed.work_experience.length) a.share -= 0.2;
  a.share = clamp(a.share);
  if (a.share >= 0.9) a.strengths.push('The document parses cleanly: text, name and work history were all read.');
  a.notes.push(`${chars} characters read`);
  return a;
}

export function contact(i: ScoreInput): Assessment {
  const c = i.parsed.candidate_info.contact;
  const have = { email: !!c.email, phone: !!c.phone, location: !!c.address };
  const share = (have.email ? 0.45 : 0) + (have.phone ? 0.35 : 0) + (have.location ? 0.2 : 0);
  const missing = Object.entries(have).filter(([, v]) => !v).map(([k]) => k);
  return {
    share,
    strengths: missing.length ? [] : ['Contact details are complete: email, phone and location.'],
    improvements: missing.length ? [`Add your ${missing.join(' and ')} to the header, as plain text (not in an image, header or footer).`] : [],
    notes: missing.length ? [`missing: ${missing.join(', ')}`] : ['email, phone, location'],
  };
}

export function headings(i: ScoreInput): Assessment {
  const kinds = new Set(splitSections(i.text).map((s) => s.kind));
  const wanted: Array<[string, string]> = [['experience', 'Experience'], ['education', 'Education'], ['skills', 'Skills'], ['summary', 'Summary']];
  const missing = wanted.filter(([k]) => !kinds.has(k as never)).map(([, label]) => label);
  return {
    share: (wanted.length - missing.length) / wanted.length,
    strengths: missing.length ? [] : ['Standard section headings (Summary, Experience, Education, Skills) make every section easy to find.'],
    improvements: missing.length ? [`Use the standard heading${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')}: ATS parsers look for these words.`] : [],
    notes: missing.length ? [`missing: ${missing.join(', ')}`] : ['all standard sections'],
  };
}

export function datedExperience(i: ScoreInput): Assessment {
  const jobs = i.parsed.work_experience;
  if (!jobs.length) {
    return { share: 0, strengths: [], improvements: ['No work history with dates was found: give each role a line with title, company and dates ("Mar 2020 – Present").'], notes: ['no dated roles'] };
  }
  const incomplete = jobs.filter((j) => !j.position || !j.company || !j.employment_period.start_date);
  const a: Assessment = { share: (jobs.length - incomplete.length) / jobs.length, strengths: [], improvements: [], notes: [`${jobs.length} roles, ${incomplete.length} incomplete`] };
  if (!incomplete.length) a.strengths.push(`All ${jobs.length} roles have a title, a company and dates.`);
  for (const j of incomplete.slice(0, 3)) {
    const what = [!j.position && 'job title', !j.company && 'company', !j.employment_period.start_date && 'start date'].filter(Boolean).join(' and ');
    a.improvements.push(`The role ${quote(j.position ?? j.company ?? 'without a title')} is missing its ${what}.`);
  }
  return a;
}

export function quantified(i: ScoreInput): Assessment {
  const all = bullets(i);
  if (!all.length) return { share: 0, strengths: [], improvements: ['Add achievement bullets under each role, with numbers (%, money, time, volume).'], notes: ['no bullets'] };
  const plain = all.filter((b) => !/\d|[$€£¥₹%]/.test(b));
  const ratio = (all.length - plain.length) / all.length;
  const a: Assessment = { share: clamp(ratio / 0.6), strengths: [], improvements: [], notes: [`${all.length - plain.length} of ${all.length} bullets quantified`] };
  if (ratio >= 0.5) a.strengths.push(`${Math.round(ratio * 100)}% of your bullets carry numbers, which shows impact.`);
  else a.improvements.push(`Only ${all.length - plain.length} of ${all.length} bullets have a number. Quantify these: ${plain.slice(0, 3).map((b) => quote(b)).join('; ')}.`);
  return a;
}

const ACTION_VERBS = /^(accelerated|achieved|added|automated|boosted|built|coached|collaborated|completed|coordinated|created|cut|decreased|defined|delivered|designed|developed|directed|doubled|drove|enabled|established|expanded|founded|generated|grew|guided|implemented|improved|increased|initiated|introduced|launched|led|lowered|maintained|managed|mapped|mentored|migrated|modernized|negotiated|optimi[sz]ed|orchestrated|organized|oversaw|owned|pioneered|published|raised|ran|rebuilt|redesigned|reduced|refactored|reconciled|resolved|restructured|revamped|saved|scaled|secured|served|set|shipped|simplified|spearheaded|split|streamlined|supported|taught|tested|trained|transformed|triaged|tripled|wrote|analy[sz]ed|audited|cared|coached|consolidated|converted|forecasted|handled|hired|identified|modelled|modeled|partnered|planned|prepared|presented|produced|promoted|recruited|reported|researched|reviewed|sold|solved|structured|won|owned|own|lead|build|design|develop|manage|run|ship|drive)\b/i;

export function actionVerbs(i: ScoreInput): Assessment {
  const all = bullets(i);
  if (!all.length) return { share: 0, strengths: [], improvements: [], notes: ['no bullets'] };
  const weak = all.filter((b) => !ACTION_VERBS.test(b.trim()));
  const ratio = (all.length - weak.length) / all.length;
  const a: Assessment = { share: clamp(ratio / 0.7), strengths: [], improvements: [], notes: [`${all.length - weak.length} of ${all.length} bullets start with an action verb`] };
  if (ratio >= 0.7) a.strengths.push('Bullets start with strong action verbs.');
  else a.improvements.push(`Start bullets with an action verb (Led, Built, Reduced...). For example: ${weak.slice(0, 3).map((b) => quote(b)).join('; ')}.`);
  return a;
}

export function length(i: ScoreInput): Assessment {
  const words = i.text.split(/\s+/).filter(Boolean).length;
  const pages = i.read?.pages ?? 1;
  let share = 1;
  const improvements: string[] = [];
  if (words < 250) {
    share = words / 250;
    improvements.push(`At ${words} words the resume is thin: describe each role with 3-5 achievement bullets.`);
  } else if (words > 1100 || pages > 3) {
    share = Math.max(0.3, 1 - (words - 1100) / 1500);
    improvements.push(`At ${words} words${pages > 1 ? ` over ${pages} pages` : ''} the resume is long: keep to 1-2 pages and cut roles older than 10-15 years to a line each.`);
  }
  return { share: clamp(share), strengths: improvements.length ? [] : [`Length is right for an ATS and a recruiter (${words} words).`], improvements, notes: [`${words} words, ${pages} page(s)`] };
}

export function layoutRisks(i: ScoreInput): Assessment {
  const r = i.read ?? {};
  const improvements: string[] = [];
  let share = 1;
  if ((r.columns ?? 1) > 1) {
    share -= 0.4;
    improvements.push(`The ${r.columns}-column layout can scramble the reading order in older ATS parsers: prefer one column, with contact details and skills in the main flow.`);
  }
  if (r.tables) {
    share -= 0.3;
    improvements.push('Tables were found: many ATS parsers skip or jumble table cells. Use plain paragraphs and bullets.');
  }
  if (r.textInHeaderFooter) {
    share -= 0.3;
    improvements.push('Text sits in the page header or footer, which many ATS parsers ignore: move contact details into the body.');
  }
  return { share: clamp(share), strengths: improvements.length ? [] : ['Simple layout: one column, no tables, nothing hidden in headers or footers.'], improvements, notes: improvements.length ? [`columns ${r.columns ?? 1}, tables ${!!r.tables}, header/footer text ${!!r.textInHeaderFooter}`] : ['no layout risks'] };
}

export function keywordMatch(i: ScoreInput): Assessment {
  const t = i.target ?? {};
  const keywords = extractKeywords([t.role, t.jobDescription].filter(Boolean).join('\n'));
  if (!keywords.length) return { share: 1, strengths: [], improvements: [], notes: ['no keywords in target'] };
  const m = matchKeywords(i.text, keywords);
  const share = clamp(m.matchRate / 75);
  return {
    share,
    strengths: m.matchRate >= 60 ? [`Good keyword match for the target (${m.matchRate}%): ${m.matched.slice(0, 6).join(', ')}.`] : [],
    improvements: m.matchRate < 60 && m.missing.length ? [`Only ${m.matchRate}% of the target's keywords appear. Where true for you, add: ${m.missing.slice(0, 8).join(', ')}.`] : [],
    notes: [`${m.matched.length}/${m.matched.length + m.missing.length} keywords matched`],
  };
}
