import { z } from 'zod';
import { OPERATIONS, type Operation } from './operations';

type JsonObject = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input',
  401: 'Not signed in',
  403: 'Refused: a cookie request from an origin the app does not trust',
  404: 'Not found, or not yours',
  413: 'Too large',
  415: 'Wrong file type',
  422: 'Unreadable input',
  429: 'Rate limited; Retry-After says when to try again',
  500: 'Unexpected failure',
  502: 'An upstream service (AI provider, job site, reader) failed',
  503: 'The database is not answering; try again shortly',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * Turns the named zod schemas into JSON Schema components. Requests are described as the
 * client may send them (io 'input': defaults optional), responses as the server sends them.
 */
function components(ops: Operation[]) {
  const requests = z.registry<{ id: string }>();
  const responses = z.registry<{ id: string }>();
  for (const op of ops) {
    if (op.body && 'json' in op.body && !requests.has(op.body.json)) requests.add(op.body.json, { id: op.body.name });
    const out = op.success.json;
    if (out && !responses.has(out.schema)) responses.add(out.schema, { id: out.name });
  }
  const uri = (id: string) => `#/components/schemas/${id}`;
  const all = {
    ...z.toJSONSchema(requests, { uri, io: 'input', unrepresentable: 'any' }).schemas,
    ...z.toJSONSchema(responses, { uri, io: 'output', unrepresentable: 'any' }).schemas,
  };
  const schemas: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(all)) {
    // Components take the document's dialect; a nested $schema/$id would restart resolution.
    const { $schema: _s, $id: _i, ...rest } = schema as JsonObject;
    schemas[id] = rest;
  }
  schemas.Error = {
    type: 'object',
    properties: { message: { type: 'string', description: 'What went wrong, in words a user understands' } },
    required: ['message'],
  };
  return schemas;
}

function requestBody(body: NonNullable<Operation['body']>) {
  if ('json' in body) return { required: true, content: { 'application/json': { schema: ref(body.name) } } };
  const { file, fields = {} } = body.multipart;
  const properties: JsonObject = { [file]: { type: 'string', contentMediaType: 'application/octet-stream', description: 'PDF, DOCX, DOC or TXT, at most 10 MB' } };
  for (const [name, description] of Object.entries(fields)) properties[name] = { type: 'string', description };
  return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required: [file] } } } };
}

function operation(op: Operation) {
  const success: JsonObject = { description: op.success.description };
  if (op.success.json) success.content = { 'application/json': { schema: ref(op.success.json.name) } };
  else if (op.success.media) success.content = { [op.success.media]: {} };
  if (op.success.status === 302) success.headers = { Location: { schema: { type: 'string' } } };

  const statuses = new Set(op.errors);
  if (op.access === 'session') statuses.add(401);
  if (op.method !== 'get') statuses.add(403);
  if (op.access !== 'browser' && op.path !== '/api/health') statuses.add(503);
  const errorResponse = (status: number) => ({
    description: STATUS_TEXT[status] ?? 'Error',
    ...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } } : {}),
    content: { 'application/json': { schema: ref('Error') } },
  });

  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  return {
    operationId: `${op.method}${op.path.replace(/^\/api/, '').replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: op.summary,
    tags: [op.tag],
    ...(op.access === 'session' ? {} : { security: [] }),
    ...(params.length ? { parameters: params } : {}),
    ...(op.body ? { requestBody: requestBody(op.body) } : {}),
    responses: {
      [String(op.success.status)]: success,
      ...Object.fromEntries([...statuses].sort((a, b) => a - b).map((s) => [String(s), errorResponse(s)])),
    },
  };
}

/** The OpenAPI 3.1 document of the API, built from the zod contract in common/src/contract. */
export function buildOpenApiDocument(info: { version: string; serverUrl: string }, ops: Operation[] = OPERATIONS) {
  const paths: Record<string, JsonObject> = {};
  for (const op of ops) (paths[op.path] ??= {})[op.method] = operation(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Smart Cover Letter API',
      version: info.version,
      description:
        'Every request sends cookies. Requests that change state and carry cookies must come from an allowed Origin. ' +
        'Every error answer is JSON {"message": "..."}.',
    },
    servers: [{ url: info.serverUrl }],
    tags: [...new Set(ops.map((o) => o.tag))].map((name) => ({ name })),
    security: [{ session: [] }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Session cookie set by the sign-in flow (GET /api/login)' },
      },
      schemas: components(ops),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
