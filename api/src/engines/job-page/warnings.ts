import type { PageKind, PostingFields } from './types';

/** Below this many characters a description is likely cut short or not the posting at all. */
export const SHORT_DESCRIPTION = 300;

export const WARNINGS = {
  listing: 'This page lists several jobs rather than one posting; open a single job and try again.',
  signIn: 'This page asks you to sign in before it shows the job; open it in your browser and send it from the extension.',
  scriptRendered: 'This page builds its content with JavaScript, so almost no text could be read without a browser.',
  noDescription: 'No job description could be read from the page.',
  noTitle: 'No job title was found.',
  noCompany: 'No company name was found.',
  short: (n: number) => `The description is only ${n} characters long, so it may be incomplete.`,
} as const;

const KIND_WARNING: Partial<Record<PageKind, string>> = {
  listing: WARNINGS.listing,
  'sign-in': WARNINGS.signIn,
  'script-rendered': WARNINGS.scriptRendered,
};

/** The honest sentences about what is weak in a read posting. */
export function postingWarnings(fields: PostingFields, kind: PageKind = 'posting'): string[] {
  const out: string[] = [];
  const kindWarning = KIND_WARNING[kind];
  if (kindWarning) out.push(kindWarning);
  const length = fields.description.trim().length;
  if (!length) out.push(WARNINGS.noDescription);
  else if (length < SHORT_DESCRIPTION) out.push(WARNINGS.short(length));
  if (!fields.title) out.push(WARNINGS.noTitle);
  if (!fields.company) out.push(WARNINGS.noCompany);
  return out;
}
