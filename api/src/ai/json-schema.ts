import { z } from 'zod';

/** Keywords strict structured output (OpenAI and most local servers) does not accept; zod still enforces them afterwards. */
const UNSUPPORTED = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'pattern', 'format', 'multipleOf'];

type Json = Record<string, unknown>;

function clean(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(clean);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  const limits: string[] = [];
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '$schema') continue;
    if (UNSUPPORTED.includes(key)) {
      limits.push(`${key} ${JSON.stringify(value)}`);
      continue;
    }
    out[key] = clean(value);
  }
  // The limits move into the description, so the model still knows them.
  if (limits.length) out.description = [out.description, `Constraints: ${limits.join(', ')}`].filter(Boolean).join('. ');
  return out;
}

// Schemas are module constants: convert each once, not on every call.
const converted = new WeakMap<z.ZodType, Json>();

/** The JSON schema of a zod schema as strict structured output wants it: every property required, no extras. */
export function toStrictJsonSchema(schema: z.ZodType): Json {
  let json = converted.get(schema);
  if (!json) {
    json = clean(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as Json;
    converted.set(schema, json);
  }
  return json;
}
