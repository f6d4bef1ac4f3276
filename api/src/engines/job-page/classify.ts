import { type Doc, safeQuery } from './dom';

// Links that open one job: /jobs/123, /careers/x, /positions/..., ?gh_jid=, Lever and Workable ids.
const JOB_LINK = /\/(jobs?|careers?|positions?|openings?|vacanc(y|ies)|postings?|roles?|opportunit(y|ies))\/[^/?#]+|[?&](gh_jid|jk|jobid|job_id|currentjobid)=|\/j\/[a-z0-9]+|\/viewjob/i;

// "Sign in to apply" or "to save this job" sits on many real postings, so only phrases that
// hide the job count, and the reader still checks whether a posting's text is there.
const SIGN_IN_TEXT =
  /\b(sign|log)\s?in to (view|see|continue|access|read)\b|\bjoin (now|linkedin|indeed)? ?to (view|see)\b|\byou (must|need to) (sign|log)\s?in\b|\bplease (sign|log)\s?in\b|\bcreate an account to (view|see|continue)\b|\bauthwall\b/i;

const SCRIPT_SHELL = '#root, #app, #__next, #__nuxt, [data-reactroot], [ng-app], [ng-version], app-root';

/** Signals about the page as a whole, measured on the untouched document. */
export interface PageSignals {
  /** Distinct links that look like single job postings. */
  jobLinks: number;
  /** Share of the visible text that sits inside those links. */
  jobLinkTextShare: number;
  /** A sign-in form or "sign in to view" text: a wall only if no posting text is found too. */
  signInWall: boolean;
  scriptShell: boolean;
  visibleTextLength: number;
}

/** Measures the listing, sign-in and script-shell signals of a page. */
export function pageSignals(doc: Doc, pageUrl: string, visibleText: string): PageSignals {
  const hrefs = new Set<string>();
  let linkText = 0;
  for (const a of Array.from(doc.querySelectorAll('a[href]'))) {
    const href = a.getAttribute('href') ?? '';
    if (!JOB_LINK.test(href) || /\/(apply|login|signin)\b/i.test(href)) continue;
    let key = href;
    try {
      const u = new URL(href, pageUrl);
      if (u.href.split('#')[0] === pageUrl.split('#')[0]) continue;
      key = u.origin + u.pathname + u.search;
    } catch {
      // A broken href still counts by its text.
    }
    if (hrefs.has(key)) continue;
    hrefs.add(key);
    linkText += (a.textContent ?? '').replace(/\s+/g, ' ').trim().length;
  }
  const bodyText = visibleText.length;
  const passwordField = !!safeQuery(doc, 'input[type="password"]');
  const loginForm = !!safeQuery(doc, 'form[action*="login" i], form[action*="signin" i], form[action*="sign-in" i], form[action*="authwall" i], form[action*="session" i]');
  const scripts = doc.querySelectorAll('script[src], script:not([type]), script[type="module"]').length;
  return {
    jobLinks: hrefs.size,
    jobLinkTextShare: bodyText ? linkText / bodyText : 0,
    signInWall: passwordField || loginForm || SIGN_IN_TEXT.test(visibleText) || /\/(authwall|login|signin|checkpoint)\b/i.test(pageUrl),
    scriptShell: bodyText < 300 && (scripts > 0 || !!safeQuery(doc, SCRIPT_SHELL)),
    visibleTextLength: bodyText,
  };
}

/** A page of many job links rather than one posting. */
export function looksLikeListing(s: PageSignals): boolean {
  return (s.jobLinks >= 5 && s.jobLinkTextShare >= 0.25) || s.jobLinks >= 30;
}
