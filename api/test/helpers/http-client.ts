/**
 * A small cookie-keeping HTTP client for tests, like a browser tab: it follows redirects by
 * hand (so every hop's cookies are kept) and sends an Origin on state-changing requests.
 */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    private origin: string | null = baseUrl,
  ) {}

  setOrigin(origin: string | null) {
    this.origin = origin;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasCookie(name: string) {
    return this.cookies.has(name);
  }

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k, v] = a.split('=').map((x) => x.trim().toLowerCase());
        return (k === 'max-age' && Number(v) <= 0) || (k === 'expires' && Date.parse(v!) < Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, no redirect following. */
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const method = (init.method ?? 'GET').toUpperCase();
    if (this.origin && !['GET', 'HEAD'].includes(method) && !headers.has('origin')) headers.set('origin', this.origin);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }

  /** Follows redirects (GET after 302/303, like a browser); returns the last response and the URLs visited. */
  async navigate(path: string, init: RequestInit = {}, maxHops = 15): Promise<{ res: Response; url: string; hops: string[] }> {
    let url = new URL(path, this.baseUrl).href;
    let res = await this.request(url, init);
    const hops = [url];
    while (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
      if (hops.length > maxHops) throw new Error(`Too many redirects: ${hops.join(' -> ')}`);
      await res.body?.cancel();
      url = new URL(res.headers.get('location')!, url).href;
      hops.push(url);
      res = await this.request(url);
    }
    return { res, url, hops };
  }

  async json<T = any>(path: string, init: Omit<RequestInit, 'body'> & { body?: unknown } = {}): Promise<{ status: number; body: T; res: Response }> {
    const hasBody = init.body !== undefined && !(init.body instanceof FormData) && typeof init.body !== 'string';
    const res = await this.request(path, {
      ...init,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...(init.headers as object) },
      body: hasBody ? JSON.stringify(init.body) : (init.body as BodyInit | undefined),
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text so the assertion shows it */
    }
    return { status: res.status, body, res };
  }

  /** Posts a multipart upload with one file. */
  upload(path: string, field: string, bytes: Uint8Array, filename: string, type = 'application/octet-stream') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
    return this.json(path, { method: 'POST', body: form });
  }
}

export const formBody = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The action of the first form on an HTML page. */
export function formAction(html: string): string {
  const m = html.match(/<form[^>]*action="([^"]+)"/);
  if (!m) throw new Error(`No form on page: ${html.slice(0, 300)}`);
  return m[1]!.replace(/&amp;/g, '&');
}
