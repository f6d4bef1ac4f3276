import { browser } from 'wxt/browser';
import { MAX_JOB_PAGE_HTML_CHARS } from '@common/contract/job-postings';

/** What the extension reads from a tab: the rendered page, as the user sees it. */
export interface PageCapture {
  url: string;
  title: string;
  /** document.documentElement.outerHTML, cut at the page-size cap. */
  html: string;
  /** The page's full HTML length, to tell whether html was cut. */
  htmlLength: number;
  /** The text of every JSON-LD block (schema.org JobPosting lives there). */
  jsonLd: string[];
}

/** Largest page the extension sends: the API's cap on extract requests, counted in UTF-8 bytes of the JSON string. */
export const MAX_PAGE_BYTES = MAX_JOB_PAGE_HTML_CHARS;
/** A page that does not answer in this time (busy main thread, paused debugger) is sent as a URL only. */
export const CAPTURE_TIMEOUT_MS = 5_000;

/**
 * Runs inside the tab (scripting.executeScript serialises it, so it uses nothing from outside).
 * Cuts the HTML in the page already, so a huge page does not cross the process boundary whole.
 */
export function readPageInTab(maxChars: number): PageCapture {
  const html = document.documentElement.outerHTML;
  const jsonLd: string[] = [];
  let jsonLdChars = 0;
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    const text = script.textContent ?? '';
    if (jsonLdChars + text.length > maxChars) break;
    jsonLd.push(text);
    jsonLdChars += text.length;
  }
  return { url: location.href, title: document.title, html: html.slice(0, maxChars), htmlLength: html.length, jsonLd };
}

const encoder = new TextEncoder();
/** Bytes the text takes inside a JSON request body (quotes and escapes included). */
const jsonBytes = (text: string) => encoder.encode(JSON.stringify(text)).length;

/** The longest start of html that fits in maxBytes as JSON, ending after a tag when one is near. */
function cutToFit(html: string, maxBytes: number): string {
  let end = html.length;
  while (end > 0 && jsonBytes(html.slice(0, end)) > maxBytes) {
    // Shrink in proportion to the overshoot: two or three rounds even for escape-heavy pages.
    end = Math.floor(end * (maxBytes / jsonBytes(html.slice(0, end))) * 0.99);
  }
  if (end >= html.length) return html;
  // Never split a surrogate pair; prefer to stop at the end of a tag.
  if (end > 0 && /[\uD800-\uDBFF]/.test(html[end - 1])) end -= 1;
  const lastTag = html.lastIndexOf('>', end - 1);
  if (lastTag >= 0 && lastTag > end - 2048) end = lastTag + 1;
  return html.slice(0, end);
}

/**
 * The HTML to send with an extract request: the page as it is when it fits the cap;
 * otherwise its JSON-LD blocks first (the posting's structured data survives the cut even
 * when it sat at the end of a long page) and then as much of the page as still fits.
 */
export function composePageHtml(capture: Pick<PageCapture, 'html' | 'htmlLength' | 'jsonLd'>, maxBytes = MAX_PAGE_BYTES): string {
  const complete = capture.html.length === capture.htmlLength;
  if (complete && jsonBytes(capture.html) <= maxBytes) return capture.html;
  const structured = capture.jsonLd.map((text) => `<script type="application/ld+json">${text}</script>`).join('\n');
  const prefix = structured ? `${structured}\n` : '';
  const room = maxBytes - jsonBytes(prefix);
  if (room <= 2) return cutToFit(prefix, maxBytes);
  return prefix + cutToFit(capture.html, room);
}

/**
 * Reads a tab through scripting (needs activeTab or a host permission for it). Fails with a
 * readable message for pages extensions may not read (browser pages, the web store, PDFs)
 * and when the page does not answer within CAPTURE_TIMEOUT_MS.
 */
export async function captureTab(tabId: number, timeoutMs = CAPTURE_TIMEOUT_MS): Promise<PageCapture> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The page did not answer in time')), timeoutMs);
  });
  try {
    const results = await Promise.race([
      browser.scripting.executeScript({ target: { tabId }, func: readPageInTab, args: [MAX_PAGE_BYTES] }),
      timeout,
    ]);
    const capture = results?.[0]?.result as PageCapture | undefined;
    if (!capture || typeof capture.html !== 'string') throw new Error('The page gave nothing to read');
    return capture;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`This page could not be read: ${message}`);
  } finally {
    clearTimeout(timer);
  }
}
