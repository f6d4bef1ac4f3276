import type { Sequelize } from 'sequelize';
import { connect } from './connect';
import { migrate } from './migrate';
import { createReader, type Reader } from './reader';
import { defineUser } from '../users/model';
import { defineSettings } from '../settings/model';
import { defineResume } from '../resumes/model';
import { defineAuthModels } from '../auth/models';
import { defineJobPosting } from '../job-postings/model';
import { defineAiWritingModels } from '../ai/models';

function defineModels(sequelize: Sequelize) {
  return {
    User: defineUser(sequelize),
    Settings: defineSettings(sequelize),
    Resume: defineResume(sequelize),
    JobPosting: defineJobPosting(sequelize),
    ...defineAiWritingModels(sequelize),
    ...defineAuthModels(sequelize),
  };
}

export type Models = ReturnType<typeof defineModels>;

export interface Database {
  sequelize: Sequelize;
  models: Models;
  /** The hot read statements (db/reader.ts). */
  read: Reader;
  close(): Promise<void>;
}

/** Connects, runs pending migrations and defines the models. */
export async function openDatabase(databaseUrl: string, log?: (sql: string) => void): Promise<Database> {
  const sequelize = connect(databaseUrl, log);
  await sequelize.authenticate();
  await migrate(sequelize);
  const models = defineModels(sequelize);
  const read = createReader(sequelize, databaseUrl);
  let closed: Promise<void> | null = null;
  return { sequelize, models, read, close: () => (closed ??= read.close().then(() => sequelize.close())) };
}
