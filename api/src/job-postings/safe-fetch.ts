import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { BadRequest, HttpError, Unprocessable } from '../http/errors';
import { addressRefusal } from './address-policy';
import { readLimitedBody } from './read-limited-body';
import { decodeText } from './decode-text';

/** Resolves a host name to every address it has (injected in tests). */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export interface SafeFetchOptions {
  /** Total time for every hop, headers and body together. */
  timeoutMs?: number;
  /** Largest body accepted, after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * Exact "host:port" entries (e.g. "127.0.0.1:43127") exempt from the private-address
   * check: for tests and local fixtures only, never a default.
   */
  allowHosts?: string[];
  lookup?: Resolver;
  userAgent?: string;
}

export interface FetchedPage {
  /** The final address, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
}

export type FetchPage = (url: string, init?: { accept?: string; headers?: Record<string, string> }) => Promise<FetchedPage>;

const MiB = 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const READABLE_TYPES = /^(text\/html|application\/xhtml\+xml|application\/(ld\+)?json|text\/plain)$/;
const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml,application/json;q=0.9,text/plain;q=0.8';

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

function parseAddress(raw: string | URL): URL {
  try {
    return new URL(raw);
  } catch {
    throw BadRequest('That is not a valid web address.');
  }
}

function hostKey(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** Settles with the promise, or rejects when the signal aborts first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A fetcher for addresses typed by users: http(s) only; every hop's host resolved here and
 * refused when any of its addresses is not public; the connection made to the vetted address
 * (no second lookup that DNS rebinding could answer differently); at most maxRedirects
 * redirects; one time budget for everything; a body cap; HTML, JSON and plain text only.
 * Refused addresses answer 400, unreadable pages 422.
 */
export function createSafeFetcher(opts: SafeFetchOptions = {}): FetchPage {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxBytes = opts.maxBytes ?? 5 * MiB;
  const maxRedirects = opts.maxRedirects ?? 5;
  const allowHosts = new Set(opts.allowHosts ?? []);
  const resolve = opts.lookup ?? systemResolver;
  const userAgent = opts.userAgent ?? 'Mozilla/5.0 (compatible; SmartCoverLetter/0.1; job-page reader)';
  const sizeText = `${Math.round((maxBytes / MiB) * 10) / 10} MB`;

  async function vet(url: URL, signal: AbortSignal): Promise<{ address: string; family: number }> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw BadRequest('Only http and https addresses can be read.');
    const bare = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: Array<{ address: string; family: number }>;
    if (ipaddr.isValid(bare)) {
      addresses = [{ address: bare, family: bare.includes(':') ? 6 : 4 }];
    } else {
      try {
        addresses = await untilAborted(resolve(bare), signal);
      } catch (err) {
        if (signal.aborted) throw err;
        throw Unprocessable(`The host ${bare} could not be found.`);
      }
      if (!addresses.length) throw Unprocessable(`The host ${bare} could not be found.`);
    }
    if (!allowHosts.has(hostKey(url))) {
      for (const { address } of addresses) {
        const why = addressRefusal(address);
        if (why) throw BadRequest(`That address points to ${why} and cannot be read.`);
      }
    }
    return addresses[0];
  }

  function request(url: URL, target: { address: string; family: number }, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
    // Node asks this instead of DNS, so the socket goes to the address that was vetted.
    const pinned: LookupFunction = (_host, options, callback) => {
      if (options.all) (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
      else callback(null, target.address, target.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        {
          protocol: url.protocol,
          hostname: url.hostname.replace(/^\[|\]$/g, ''),
          port: url.port || undefined,
          path: url.pathname + url.search,
          method: 'GET',
          headers,
          lookup: pinned,
          signal,
          agent: false,
        },
        resolve,
      );
      req.on('error', reject);
      req.end();
    });
  }

  return async function fetchPage(rawUrl, init = {}) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
    const signal = controller.signal;
    const headers: Record<string, string> = {
      'user-agent': userAgent,
      accept: init.accept ?? DEFAULT_ACCEPT,
      // Not deflate: servers disagree on whether it is zlib-wrapped.
      'accept-encoding': 'gzip, br',
      'accept-language': 'en',
      ...Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    };
    try {
      let url = parseAddress(rawUrl);
      for (let redirects = 0; ; redirects++) {
        const target = await vet(url, signal);
        const res = await request(url, target, headers, signal);
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location) {
          // A redirect's own body is never read: it could be endless.
          res.destroy();
          if (redirects >= maxRedirects) throw Unprocessable(`The page redirected more than ${maxRedirects} times.`);
          const next = parseAddress(new URL(location, url).href);
          // Like browsers: credentials meant for one origin never follow a redirect to another.
          if (next.origin !== url.origin) for (const name of ['authorization', 'cookie', 'proxy-authorization']) delete headers[name];
          url = next;
          continue;
        }
        if (status < 200 || status >= 300) {
          res.destroy();
          throw Unprocessable(`The page answered with HTTP ${status}.`);
        }
        const contentType = String(res.headers['content-type'] ?? '');
        const mediaType = contentType.split(';')[0].trim().toLowerCase();
        if (!READABLE_TYPES.test(mediaType)) {
          res.destroy();
          throw Unprocessable(`The page is not HTML, JSON or plain text (it is ${mediaType || 'of no stated type'}).`);
        }
        const tooLarge = `The page is larger than ${sizeText}.`;
        if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
          res.destroy();
          throw Unprocessable(tooLarge);
        }
        const bytes = await readLimitedBody(res, maxBytes, tooLarge);
        return { url: url.href, status, contentType, body: decodeText(bytes, contentType) };
      }
    } catch (err) {
      if (signal.aborted) throw Unprocessable(`The page took longer than ${Math.round(timeoutMs / 100) / 10} seconds to answer.`);
      if (err instanceof HttpError) throw err;
      const code = err && typeof err === 'object' && 'code' in err ? String(err.code) : 'network error';
      throw Unprocessable(`The page could not be reached (${code}).`);
    } finally {
      clearTimeout(timer);
    }
  };
}
