import type { z } from 'zod';
import { ApiError } from './api-error';

export interface ApiClientOptions {
  /** Origin of the API: '' for the same origin (web app), the API's origin for the extension. */
  baseUrl: string;
  /** For tests and other runtimes; the global fetch by default. */
  fetch?: typeof fetch;
}

export interface RequestOptions<T> {
  /** A JSON body; sent with a JSON content type. */
  json?: unknown;
  /** A multipart body (FormData); the browser sets the content type. */
  form?: FormData;
  /** Validates and types the answer. Without it the answer is not read. */
  schema?: z.ZodType<T>;
  /** 'returnNull' yields null for 401 instead of throwing (the auth query). */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** One client per API origin: every call sends cookies and fails with ApiError on a non-success answer. */
export function createApiClient({ baseUrl, fetch: fetchImpl }: ApiClientOptions) {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const url = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;

  /** Sends one request; throws ApiError for any non-success status. */
  async function raw(method: string, path: string, options: Omit<RequestOptions<unknown>, 'schema'> = {}) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const res = await doFetch(url(path), { method, headers, body, credentials: 'include', signal: options.signal });
    if (res.status === 401 && options.on401 === 'returnNull') return null;
    if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
    return res;
  }

  async function request<T>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const res = await raw(method, path, options);
    if (res === null) return null as T;
    if (!options.schema) return undefined as T;
    const data: unknown = res.status === 204 ? null : await res.json();
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      throw new Error(`Unexpected answer from ${method} ${path}: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim());
    }
    return parsed.data;
  }

  return { baseUrl, url, raw, request };
}
