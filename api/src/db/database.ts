import type { Sequelize, Transaction } from 'sequelize';
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
  /** A managed transaction; on SQLite, one at a time per process (see serialised()). */
  transaction<T>(work: (t: Transaction) => Promise<T>): Promise<T>;
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
  const direct = <T>(work: (t: Transaction) => Promise<T>) => sequelize.transaction(work);
  const transaction = sequelize.getDialect() === 'sqlite' ? serialised(direct) : direct;
  return { sequelize, models, read, transaction, close: () => (closed ??= read.close().then(() => sequelize.close())) };
}

/**
 * SQLite has one writer, and Sequelize gives each transaction a connection of its own whose
 * BEGIN IMMEDIATE waits for the write lock on a libuv thread-pool thread. A few concurrent
 * uploads in one process could fill the pool's four threads with waiting BEGINs while the
 * transaction that holds the lock needs a thread for its next statement: nobody moved until
 * the 5 s busy timeout failed them (503). Queued here, at most one BEGIN per process waits;
 * the lock is still shared fairly with other processes through the busy timeout.
 */
function serialised(run: <T>(work: (t: Transaction) => Promise<T>) => Promise<T>) {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: (t: Transaction) => Promise<T>): Promise<T> => {
    const next = tail.then(() => run(work));
    tail = next.catch(() => {});
    return next;
  };
}
