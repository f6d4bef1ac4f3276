import { DataTypes, type QueryInterface } from 'sequelize';
import { longText, idColumn, timestampColumns, userIdColumn } from '../types';

const id = idColumn;
const userId = userIdColumn;
const timestamps = timestampColumns;

/** Generated content (letters, optimized resumes, career reports), AI usage, operation metrics and platform switches. */
export async function up({ context: qi }: { context: QueryInterface }) {
  const LONG_TEXT = longText(qi.sequelize);

  // Generated text is sealed (AES-256-GCM) when `encrypted` is true, like resumes.
  await qi.createTable('cover_letters', {
    id,
    user_id: userId,
    // No foreign keys: a letter outlives the resume or posting it was written from.
    resume_id: { type: DataTypes.STRING(36) },
    job_posting_id: { type: DataTypes.STRING(36) },
    encrypted: { type: DataTypes.BOOLEAN, allowNull: false },
    content: { type: LONG_TEXT, allowNull: false },
    word_count: { type: DataTypes.INTEGER, allowNull: false },
    ...timestamps,
  });
  await qi.addIndex('cover_letters', ['user_id', 'created_at']);

  await qi.createTable('optimized_resumes', {
    id,
    user_id: userId,
    resume_id: { type: DataTypes.STRING(36) },
    target_job_title: { type: DataTypes.STRING(200), allowNull: false },
    // sha256 of resume id, title and description: lets the reuse switch find an identical request.
    request_hash: { type: DataTypes.STRING(64), allowNull: false },
    encrypted: { type: DataTypes.BOOLEAN, allowNull: false },
    optimized_content: { type: LONG_TEXT, allowNull: false },
    keyword_matches: { type: LONG_TEXT, allowNull: false },
    optimization_notes: { type: LONG_TEXT, allowNull: false },
    ...timestamps,
  });
  await qi.addIndex('optimized_resumes', ['user_id', 'created_at']);
  await qi.addIndex('optimized_resumes', ['user_id', 'request_hash']);

  await qi.createTable('career_reports', {
    id,
    user_id: userId,
    // sha256 of the file bytes and target role: lets the reuse switch find an identical request.
    request_hash: { type: DataTypes.STRING(64), allowNull: false },
    encrypted: { type: DataTypes.BOOLEAN, allowNull: false },
    report: { type: LONG_TEXT, allowNull: false },
    ...timestamps,
  });
  await qi.addIndex('career_reports', ['user_id', 'created_at']);
  await qi.addIndex('career_reports', ['user_id', 'request_hash']);

  await qi.createTable('ai_usage', {
    user_id: { ...userId, primaryKey: true },
    month: { type: DataTypes.STRING(7), primaryKey: true, allowNull: false },
    requests: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    prompt_tokens: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    completion_tokens: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    reader_requests: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    ...timestamps,
  });

  // One row per operation, so p50/p95 are computed from real durations.
  await qi.createTable('operation_metrics', {
    id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
    process: { type: DataTypes.STRING(50), allowNull: false },
    user_id: { type: DataTypes.STRING(36), references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    ok: { type: DataTypes.BOOLEAN, allowNull: false },
    duration_ms: { type: DataTypes.INTEGER, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('operation_metrics', ['process', 'created_at']);
  await qi.addIndex('operation_metrics', ['created_at']);

  // Platform-wide switches in the database, so every replica sees the same state.
  await qi.createTable('platform_switches', {
    name: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
    enabled: { type: DataTypes.BOOLEAN, allowNull: false },
    updated_by: { type: DataTypes.STRING(36) },
    ...timestamps,
  });

  await qi.createTable('platform_analyses', {
    user_id: { ...userId, primaryKey: true },
    analysis: { type: LONG_TEXT, allowNull: false },
    ...timestamps,
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  for (const t of ['platform_analyses', 'platform_switches', 'operation_metrics', 'ai_usage', 'career_reports', 'optimized_resumes', 'cover_letters']) {
    await qi.dropTable(t);
  }
}
