import { BadRequest } from '../http/errors';

// Parameters that say how someone arrived, not which job it is. Job ids such as gh_jid,
// jk (Indeed) and currentJobId (LinkedIn) are kept.
const TRACKING = new Set([
  'gh_src', 'ref', 'source', 'src', 'trk', 'trkinfo', 'refid', 'trackingid', 'lipi', 'fbclid', 'gclid',
  'msclkid', 'yclid', 'mc_cid', 'mc_eid', '_hsenc', '_hsmi', 'igshid', 'lever-source', 'lever-origin',
  'lever-via', 'ccuid', '_ga', 'campaign', 'campaignid',
]);

function isTracking(name: string): boolean {
  const key = name.toLowerCase();
  return key.startsWith('utm_') || TRACKING.has(key);
}

/**
 * The cache key of a job address: lower-case host, no fragment, no credentials, no tracking
 * parameters (utm_*, gh_src, ref, source, ...), remaining parameters sorted, no trailing slash.
 */
export function normalizeJobUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    throw BadRequest('That is not a valid web address.');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw BadRequest('Only http and https addresses can be read.');
  u.hash = '';
  u.username = '';
  u.password = '';
  for (const name of [...new Set(u.searchParams.keys())]) if (isTracking(name)) u.searchParams.delete(name);
  u.searchParams.sort();
  if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, '') || '/';
  return u.href.replace(/\?$/, '');
}
