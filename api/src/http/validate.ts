import type { z } from 'zod';
import { BadRequest } from './errors';

/** Parses input with a zod schema; a failure becomes a 400 naming the first bad field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw BadRequest(`${where}${issue.message}`);
}
