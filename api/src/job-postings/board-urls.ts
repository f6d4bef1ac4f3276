import type { Board } from '../engines/job-page/types';

/** A job page on a known board, and where its public JSON API answers for it. */
export interface BoardMatch {
  board: Board;
  apiUrl: string;
}

type Rule = { board: Board; host: RegExp; api: (url: URL, host: RegExpExecArray) => { origin: string; path: string } | null };

const seg = (url: URL) => url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
const enc = encodeURIComponent;

const RULES: Rule[] = [
  {
    board: 'greenhouse',
    host: /^(boards|job-boards)(\.eu)?\.greenhouse\.io$/,
    api: (url) => {
      const s = seg(url);
      // Embedded form: /embed/job_app?for={token}&token={id}
      const token = s[0] === 'embed' ? url.searchParams.get('for') : s[0];
      const id = s[0] === 'embed' ? url.searchParams.get('token') : s[1] === 'jobs' ? s[2] : url.searchParams.get('gh_jid');
      if (!token || !id || !/^\d+$/.test(id)) return null;
      return { origin: 'https://boards-api.greenhouse.io', path: `/v1/boards/${enc(token)}/jobs/${id}` };
    },
  },
  {
    board: 'lever',
    host: /^jobs(\.eu)?\.lever\.co$/,
    api: (url, host) => {
      const [site, id] = seg(url);
      if (!site || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
      return { origin: host[1] ? 'https://api.eu.lever.co' : 'https://api.lever.co', path: `/v0/postings/${enc(site)}/${id}` };
    },
  },
  {
    board: 'ashby',
    host: /^jobs\.ashbyhq\.com$/,
    api: (url) => {
      const [org, id] = seg(url);
      if (!org || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
      // The public posting API serves the whole board; the reader picks the job by its id.
      return { origin: 'https://api.ashbyhq.com', path: `/posting-api/job-board/${enc(org)}?includeCompensation=true` };
    },
  },
  {
    board: 'workday',
    host: /^([a-z0-9-]+)\.(wd\d+)\.myworkdayjobs\.com$/,
    api: (url, host) => {
      const s = seg(url);
      const start = /^[a-z]{2}-[A-Z]{2}$/.test(s[0] ?? '') ? 1 : 0; // optional locale
      const site = s[start];
      const kind = s[start + 1];
      const rest = s.slice(start + 2);
      if (!site || (kind !== 'job' && kind !== 'details') || !rest.length) return null;
      return { origin: url.origin, path: `/wday/cxs/${enc(host[1])}/${enc(site)}/job/${rest.map(enc).join('/')}` };
    },
  },
  {
    board: 'workday',
    host: /^(wd\d+)\.myworkdaysite\.com$/,
    api: (url) => {
      const s = seg(url);
      const start = /^[a-z]{2}-[A-Z]{2}$/.test(s[0] ?? '') ? 1 : 0;
      if (s[start] !== 'recruiting') return null;
      const [tenant, site, kind, ...rest] = s.slice(start + 1);
      if (!tenant || !site || (kind !== 'job' && kind !== 'details') || !rest.length) return null;
      return { origin: url.origin, path: `/wday/cxs/${enc(tenant)}/${enc(site)}/job/${rest.map(enc).join('/')}` };
    },
  },
  {
    board: 'smartrecruiters',
    host: /^jobs\.smartrecruiters\.com$/,
    api: (url) => {
      const [company, slug] = seg(url);
      const id = /^(\d+)(-|$)/.exec(slug ?? '')?.[1];
      if (!company || !id) return null;
      return { origin: 'https://api.smartrecruiters.com', path: `/v1/companies/${enc(company)}/postings/${id}` };
    },
  },
  {
    board: 'workable',
    host: /^(apply|([a-z0-9-]+))\.workable\.com$/,
    api: (url, host) => {
      const s = seg(url);
      // apply.workable.com/{account}/j/{shortcode} or {account}.workable.com/j/{shortcode}
      const [account, j, code] = host[1] === 'apply' ? s : [host[1], ...s];
      if (!account || j !== 'j' || !code || !/^[A-Z0-9]+$/i.test(code)) return null;
      return { origin: 'https://apply.workable.com', path: `/api/v2/accounts/${enc(account)}/jobs/${code}` };
    },
  },
];

/**
 * The board a job address belongs to and its public API address, or null for any other page.
 * `apiBase` replaces a board's API origin (tests serve the API on loopback).
 */
export function detectBoard(url: string, apiBase: Partial<Record<Board, string>> = {}): BoardMatch | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  for (const rule of RULES) {
    const host = rule.host.exec(parsed.hostname);
    if (!host) continue;
    const api = rule.api(parsed, host);
    if (!api) continue;
    const origin = (apiBase[rule.board] ?? api.origin).replace(/\/+$/, '');
    return { board: rule.board, apiUrl: origin + api.path };
  }
  return null;
}
