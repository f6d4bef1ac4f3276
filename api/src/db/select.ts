import type { Model, ModelStatic } from 'sequelize';
import type { Reader } from './reader';

/**
 * A SELECT for the hottest reads (every page load asks for settings and resumes), written
 * once from the model so column names stay defined in one place. A model finder builds its
 * SQL and instances on every call, which costs about twice the CPU of the statement itself
 * (see `npm run bench -- load`); this runs the prepared text through the reader with `?`
 * parameters and answers plain rows keyed by attribute name. Values come back as the
 * driver gives them: booleans as 0/1, dates as Date (MySQL) or text (SQLite), hence
 * Boolean() and new Date() where they are read.
 */
export function preparedSelect<M extends Model, K extends string>(read: Reader, model: ModelStatic<M>, attributes: readonly K[], whereAndOrder: string) {
  const fields = model.getAttributes() as Record<string, { field?: string } | undefined>;
  const columns = attributes.map((a) => {
    const field = fields[a]?.field;
    if (!field) throw new Error(`${model.name} has no attribute ${a}`);
    // Backticks quote identifiers in both MySQL and SQLite.
    return `\`${field}\` AS \`${a}\``;
  });
  const sql = `SELECT ${columns.join(', ')} FROM ${model.getTableName() as string} WHERE ${whereAndOrder}`;
  const all = (params: readonly unknown[]) => read.all<Record<K, unknown>>(sql, params);
  return { all, one: async (params: readonly unknown[]) => (await all(params))[0] ?? null };
}
