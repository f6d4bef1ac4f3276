import { createHash } from 'node:crypto';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { BadGateway, BadRequest } from '../http/errors';
import type { EffectiveSettings, SettingsService } from '../settings/service';
import { providerError } from './errors';
import { toStrictJsonSchema } from './json-schema';
import { parseModelJson } from './parse-json';
import { limitSizes } from './limit-sizes';
import type { UsageService } from './usage';

export type ChatMessage = ChatCompletionMessageParam;

/** Per-call time budget unless configured otherwise (AI_TIMEOUT_MS). */
export const DEFAULT_AI_TIMEOUT_MS = 60_000;

export interface AiDeps {
  settings: Pick<SettingsService, 'effective'>;
  usage: Pick<UsageService, 'record'>;
  /** Used when the user set no base URL or model of their own. */
  defaults: { baseURL: string; model: string };
  timeoutMs?: number;
}

export interface CallOptions {
  messages: ChatMessage[];
  /** Aborts the provider call (the HTTP client went away). */
  signal?: AbortSignal;
  temperature?: number;
}

export interface StructuredOptions<S extends z.ZodType> extends CallOptions {
  /** Schema name the provider sees (letters, digits, '_' and '-'). */
  name: string;
  schema: S;
}

export const MISSING_KEY_MESSAGE = 'OpenAI API key required';
export const INVALID_RESPONSE_MESSAGE =
  'The AI provider returned an invalid response twice. Please try again, or choose a model that supports structured output.';

/** The one way the server talks to an AI provider: the user's key, base URL and model, one time budget, usage counted. */
/** Clients kept for reuse (their connection pools and setup), keyed by key and base URL. */
const MAX_CLIENTS = 100;

export function createAi({ settings, usage, defaults, timeoutMs = DEFAULT_AI_TIMEOUT_MS }: AiDeps) {
  const clients = new Map<string, OpenAI>();
  const clientFor = (apiKey: string, baseURL: string) => {
    const id = createHash('sha256').update(`${baseURL}\n${apiKey}`).digest('hex');
    let client = clients.get(id);
    if (client) {
      clients.delete(id); // re-inserted below: the Map's order is the least recently used first
    } else {
      client = new OpenAI({ apiKey, baseURL, timeout: timeoutMs, maxRetries: 0 });
      if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value!);
    }
    clients.set(id, client);
    return client;
  };

  /**
   * A session bound to one user's provider settings (read now unless the caller has them).
   * Throws 400 'OpenAI API key required' when the user saved no key, so routes can check
   * before they start answering.
   */
  async function forUser(userId: string, known?: EffectiveSettings) {
    const s = known ?? (await settings.effective(userId));
    if (!s.openaiApiKey) throw BadRequest(MISSING_KEY_MESSAGE);
    const baseURL = s.aiBaseUrl ?? defaults.baseURL;
    const model = s.aiModel ?? defaults.model;
    const openai = clientFor(s.openaiApiKey, baseURL);

    /** Runs one provider call inside the time budget, mapping failures and counting usage. */
    async function call<T>(signal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const budget = AbortSignal.timeout(timeoutMs);
      const combined = signal ? AbortSignal.any([signal, budget]) : budget;
      try {
        return await run(combined);
      } catch (err) {
        const mapped = providerError(err, { model, baseURL, timeoutMs, timedOut: budget.aborted && !signal?.aborted });
        mapped.cause = err;
        throw mapped;
      }
    }

    const count = (u: { prompt_tokens?: number; completion_tokens?: number } | null | undefined) =>
      usage.record(userId, { requests: 1, promptTokens: u?.prompt_tokens ?? 0, completionTokens: u?.completion_tokens ?? 0 });

    async function complete(options: CallOptions, responseFormat?: OpenAI.ChatCompletionCreateParams['response_format']) {
      const completion = await call(options.signal, (signal) =>
        openai.chat.completions.create(
          { model, messages: options.messages, temperature: options.temperature, ...(responseFormat ? { response_format: responseFormat } : {}) },
          { signal },
        ),
      );
      await count(completion.usage);
      return completion.choices[0]?.message?.content ?? '';
    }

    /** Plain text answer. */
    async function text(options: CallOptions): Promise<string> {
      return checkLength((await complete(options)).trim());
    }

    /**
     * Streams the answer, handing each piece to onDelta; resolves with the whole text.
     * Usage is counted from the final chunk when the provider sends it.
     */
    async function stream(options: CallOptions & { onDelta: (text: string) => void }): Promise<string> {
      let usageSeen: OpenAI.CompletionUsage | null | undefined;
      const full = await call(options.signal, async (signal) => {
        const chunks = await openai.chat.completions.create(
          { model, messages: options.messages, temperature: options.temperature, stream: true, stream_options: { include_usage: true } },
          { signal },
        );
        let out = '';
        for await (const chunk of chunks) {
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) {
            out += piece;
            options.onDelta(piece);
          }
          if (chunk.usage) usageSeen = chunk.usage;
        }
        return out;
      });
      await count(usageSeen);
      return checkLength(full.trim());
    }

    /**
     * JSON-schema structured output validated with zod. An invalid answer is retried once
     * with the validation error; a second failure is a 502. Providers that refuse
     * json_schema (some local servers) are asked again with the schema in the instructions.
     */
    async function structured<S extends z.ZodType>(options: StructuredOptions<S>): Promise<z.infer<S>> {
      const jsonSchema = toStrictJsonSchema(options.schema);
      let messages = options.messages;
      let format: OpenAI.ChatCompletionCreateParams['response_format'] | undefined = {
        type: 'json_schema',
        json_schema: { name: options.name, strict: true, schema: jsonSchema },
      };
      let lastError = '';
      for (let attempt = 0; attempt < 2; attempt++) {
        let content: string;
        try {
          content = await complete({ ...options, messages }, format);
        } catch (err) {
          if (!format || !isSchemaRefusal(err)) throw err;
          format = undefined;
          messages = [
            ...messages,
            { role: 'system', content: `Answer with one JSON object only, no prose, matching this JSON schema:\n${JSON.stringify(jsonSchema)}` },
          ];
          content = await complete({ ...options, messages });
        }
        let parsed: z.ZodSafeParseResult<z.infer<S>>;
        try {
          parsed = options.schema.safeParse(parseModelJson(content));
        } catch {
          lastError = 'the answer was not valid JSON';
          messages = retryMessages(messages, content, lastError);
          continue;
        }
        if (parsed.success) return limitSizes(parsed.data);
        lastError = parsed.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
          .join('; ');
        messages = retryMessages(messages, content, lastError);
      }
      throw BadGateway(INVALID_RESPONSE_MESSAGE);
    }

    return { model, baseURL, text, stream, structured };
  }

  return { forUser };
}

export type Ai = ReturnType<typeof createAi>;
export type AiSession = Awaited<ReturnType<Ai['forUser']>>;

/** Longest free-text answer we accept: far beyond any letter, short of filling the database. */
export const MAX_TEXT_CHARS = 50_000;

function checkLength(text: string): string {
  if (text.length > MAX_TEXT_CHARS) throw BadGateway('The AI provider returned an answer far longer than asked. Please try again.');
  return text;
}

function retryMessages(messages: ChatMessage[], answer: string, error: string): ChatMessage[] {
  return [
    ...messages,
    { role: 'assistant', content: answer.slice(0, 20_000) },
    { role: 'user', content: `That answer was rejected: ${error}. Answer again with one JSON object that matches the schema exactly.` },
  ];
}

/** A 400 that names response_format or json_schema: the server does not support structured output. */
function isSchemaRefusal(err: unknown): boolean {
  const cause = err instanceof Error ? err.cause : undefined;
  return cause instanceof OpenAI.BadRequestError && /response_format|json_schema|structured/i.test(cause.message);
}
