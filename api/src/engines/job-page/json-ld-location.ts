import { cleanInline } from './rich-text';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const uniq = (xs: Array<string | null>) => [...new Set(xs.filter((x): x is string => !!x))];

/** A name from a string or a schema.org thing ({name}); for Country, State, Organization, ... */
export function nameOf(v: unknown): string | null {
  if (Array.isArray(v)) return uniq(v.map(nameOf)).join(', ') || null;
  if (isObj(v)) return cleanInline(v.name) ?? cleanInline(v['@value']);
  return cleanInline(v);
}

function placeText(place: unknown): string | null {
  if (!isObj(place)) return cleanInline(place);
  const address = place.address ?? place;
  if (!isObj(address)) return cleanInline(address) ?? cleanInline(place.name);
  const parts = uniq([
    cleanInline(address.addressLocality),
    cleanInline(address.addressRegion),
    nameOf(address.addressCountry),
  ]);
  return parts.length ? parts.join(', ') : (cleanInline(address.name) ?? cleanInline(place.name));
}

/**
 * The place of a schema.org JobPosting: jobLocation (Place, PostalAddress or text, one or
 * many), and "Remote" with applicantLocationRequirements when jobLocationType is TELECOMMUTE.
 */
export function jsonLdLocation(posting: Obj): string | null {
  const physical = uniq(list(posting.jobLocation).map(placeText)).join('; ');
  const remote = list(posting.jobLocationType).some((t) => typeof t === 'string' && /telecommute/i.test(t));
  if (!remote) return physical || null;
  const where = uniq(list(posting.applicantLocationRequirements).map(nameOf)).join(', ');
  const remoteText = where ? `Remote (${where})` : 'Remote';
  return physical ? `${physical}; ${remoteText}` : remoteText;
}
