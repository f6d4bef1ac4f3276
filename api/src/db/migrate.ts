import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { dialectOf } from './connect';
import * as m0001 from './migrations/0001-initial';
import * as m0002 from './migrations/0002-job-postings';
import * as m0003 from './migrations/0003-ai-writing';
import * as m0010 from './migrations/0010-rate-limits';

/** Every migration, in order. Listed here (not globbed) so they bundle and run the same everywhere. */
const migrations = [
  { name: '0001-initial', ...m0001 },
  { name: '0002-job-postings', ...m0002 },
  { name: '0003-ai-writing', ...m0003 },
  { name: '0010-rate-limits', ...m0010 },
];

/**
 * Brings the schema up to date. On MySQL a named lock keeps replicas that start together
 * from running the same migration twice.
 */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const umzug = new Umzug({
    migrations: migrations.map((m) => ({ name: m.name, up: m.up, down: m.down })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
  if (dialectOf(sequelize) !== 'mysql') return (await umzug.up()).map((m) => m.name);

  const t = await sequelize.transaction();
  try {
    const [rows] = await sequelize.query("SELECT GET_LOCK('app_schema_migrations', 60) AS got", { transaction: t });
    if ((rows as Array<{ got: number }>)[0]?.got !== 1) throw new Error('Timed out waiting for the migration lock');
    try {
      return (await umzug.up()).map((m) => m.name);
    } finally {
      await sequelize.query("SELECT RELEASE_LOCK('app_schema_migrations')", { transaction: t });
    }
  } finally {
    await t.commit();
  }
}
