import type { z } from 'zod';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';

export interface UploadOptions<T> {
  schema: z.ZodType<T>;
  /** Called with the fraction (0..1) of the body sent so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** AI-backed uploads (career report, ATS rewrite) can take a while; beyond this the call is abandoned. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * POSTs a multipart form. Uses XMLHttpRequest where it exists because fetch reports no upload
 * progress; elsewhere (service workers, Node) falls back to the client's fetch.
 */
export function uploadForm<T>(client: ApiClient, path: string, form: FormData, options: UploadOptions<T>): Promise<T> {
  if (typeof XMLHttpRequest === 'undefined') {
    return client.request('POST', path, { form, schema: options.schema, signal: options.signal });
  }
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', client.url(path));
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        reject(new Error(`Unexpected answer from POST ${path}: not JSON`));
        return;
      }
      const parsed = options.schema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(`Unexpected answer from POST ${path}: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim()));
    };
    xhr.onerror = () => reject(new Error('Network error: the server could not be reached'));
    xhr.ontimeout = () => reject(new Error('The server took too long to answer'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** A FormData holding one file under `field` plus text fields (empty values are left out). */
export function fileForm(field: string, file: Blob, fields: Record<string, string | undefined> = {}): FormData {
  const form = new FormData();
  form.append(field, file, file instanceof File ? file.name : 'resume');
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(key, value);
  }
  return form;
}
