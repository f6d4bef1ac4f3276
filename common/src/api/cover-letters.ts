import { createParser } from 'eventsource-parser';
import {
  coverLetterDeltaEventSchema,
  coverLetterDoneEventSchema,
  coverLetterErrorEventSchema,
  generateCoverLetterResponseSchema,
  type CoverLetter,
  type GenerateCoverLetterRequest,
  type GenerateCoverLetterResponse,
} from '../contract/cover-letters';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';

export const generateCoverLetter = (
  client: ApiClient,
  body: GenerateCoverLetterRequest,
  signal?: AbortSignal,
): Promise<GenerateCoverLetterResponse> =>
  client.request('POST', '/api/cover-letters/generate', { json: body, schema: generateCoverLetterResponseSchema, signal });

/**
 * Generates a letter through the SSE endpoint, handing each piece of text to onDelta as it
 * arrives. Falls back to the JSON endpoint when the server has no stream endpoint (404).
 */
export async function streamCoverLetter(
  client: ApiClient,
  body: GenerateCoverLetterRequest,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<GenerateCoverLetterResponse> {
  let res: Response | null;
  try {
    res = await client.raw('POST', '/api/cover-letters/generate/stream', { json: body, signal });
  } catch (error) {
    // 404 may mean "no stream route" or "resume not found"; the JSON endpoint answers either
    // case correctly, so a missing resume still ends in its own error.
    if (error instanceof ApiError && error.status === 404) {
      return generateCoverLetter(client, body, signal);
    }
    throw error;
  }
  if (!res?.body) throw new Error('The server sent no cover letter');
  if (!res.headers.get('content-type')?.includes('text/event-stream')) {
    // A server or proxy that answered the stream path with plain JSON: read it as the JSON form.
    const parsed = generateCoverLetterResponseSchema.safeParse(await res.json());
    if (!parsed.success) throw new Error('Unexpected answer from the cover letter stream');
    onDelta(parsed.data.response.content);
    return parsed.data;
  }
  return readLetterStream(res.body, onDelta);
}

async function readLetterStream(stream: ReadableStream<Uint8Array>, onDelta: (text: string) => void) {
  let done: CoverLetter | null = null;
  let failure: Error | null = null;
  const parser = createParser({
    onEvent(event) {
      if (done || failure) return;
      const data = safeJson(event.data);
      if (event.event === 'delta') {
        const delta = coverLetterDeltaEventSchema.safeParse(data);
        if (delta.success) onDelta(delta.data.text);
      } else if (event.event === 'done') {
        const result = coverLetterDoneEventSchema.safeParse(data);
        if (result.success) done = result.data.response;
        else failure = new Error('Unexpected end of the cover letter stream');
      } else if (event.event === 'error') {
        const error = coverLetterErrorEventSchema.safeParse(data);
        failure = new Error(error.success ? error.data.message : 'Cover letter generation failed');
      }
    },
  });
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (done || failure) break;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  if (failure) throw failure;
  if (!done) throw new Error('The cover letter stream ended before the letter was complete');
  return { response: done as CoverLetter };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
