import { DataTypes, type QueryInterface } from 'sequelize';
import { longBlob, longText, idColumn, timestampColumns, userIdColumn } from '../types';

const id = idColumn;
const userId = userIdColumn;
const timestamps = timestampColumns;

export async function up({ context: qi }: { context: QueryInterface }) {
  const LONG_TEXT = longText(qi.sequelize);
  const LONG_BLOB = longBlob(qi.sequelize);
  await qi.createTable('users', {
    id,
    // Issuer-qualified subject: one account per identity at each provider.
    subject: { type: DataTypes.STRING(255), allowNull: false, unique: true },
    email: { type: DataTypes.STRING(320) },
    first_name: { type: DataTypes.STRING(200) },
    last_name: { type: DataTypes.STRING(200) },
    profile_image_url: { type: DataTypes.STRING(2000) },
    ...timestamps,
  });

  await qi.createTable('sessions', {
    sid: { type: DataTypes.STRING(36), primaryKey: true },
    expires: { type: DataTypes.DATE },
    data: { type: LONG_TEXT },
    ...timestamps,
  });
  await qi.addIndex('sessions', ['expires']);

  await qi.createTable('settings', {
    user_id: { ...userId, primaryKey: true },
    openai_api_key: { type: DataTypes.TEXT },
    jina_api_key: { type: DataTypes.TEXT },
    ai_base_url: { type: DataTypes.STRING(2000) },
    ai_model: { type: DataTypes.STRING(200) },
    writing_style: { type: DataTypes.STRING(20), allowNull: false },
    cover_letter_length: { type: DataTypes.STRING(10), allowNull: false },
    include_skills: { type: DataTypes.BOOLEAN, allowNull: false },
    include_achievements: { type: DataTypes.BOOLEAN, allowNull: false },
    encrypt_storage: { type: DataTypes.BOOLEAN, allowNull: false },
    auto_delete: { type: DataTypes.BOOLEAN, allowNull: false },
    data_retention: { type: DataTypes.STRING(20), allowNull: false },
    ...timestamps,
  });

  await qi.createTable('resumes', {
    id,
    user_id: userId,
    filename: { type: DataTypes.STRING(255), allowNull: false },
    mime_type: { type: DataTypes.STRING(100), allowNull: false },
    file_size: { type: DataTypes.INTEGER, allowNull: false },
    file_hash: { type: DataTypes.STRING(64), allowNull: false },
    // Text, parsed result and original bytes are sealed (AES-256-GCM) when `encrypted` is true.
    encrypted: { type: DataTypes.BOOLEAN, allowNull: false },
    content: { type: LONG_TEXT, allowNull: false },
    parsed_data: { type: LONG_TEXT },
    import_report: { type: LONG_TEXT },
    original: { type: LONG_BLOB, allowNull: false },
    is_current: { type: DataTypes.BOOLEAN, allowNull: false },
    ...timestamps,
  });
  await qi.addIndex('resumes', ['user_id', 'created_at']);

  // Local accounts of the embedded OpenID provider (unused with an external provider).
  await qi.createTable('local_accounts', {
    id,
    email: { type: DataTypes.STRING(320), allowNull: false, unique: true },
    name: { type: DataTypes.STRING(200), allowNull: false },
    password_hash: { type: DataTypes.STRING(255), allowNull: false },
    ...timestamps,
  });

  // oidc-provider's state (interactions, codes, sessions, grants), so any replica can serve a step.
  await qi.createTable('oidc_payloads', {
    id: { type: DataTypes.STRING(255), primaryKey: true },
    type: { type: DataTypes.STRING(40), primaryKey: true },
    payload: { type: LONG_TEXT, allowNull: false },
    grant_id: { type: DataTypes.STRING(255) },
    user_code: { type: DataTypes.STRING(255) },
    uid: { type: DataTypes.STRING(255) },
    expires_at: { type: DataTypes.DATE },
    consumed_at: { type: DataTypes.DATE },
    ...timestamps,
  });
  await qi.addIndex('oidc_payloads', ['grant_id']);
  await qi.addIndex('oidc_payloads', ['uid']);
  await qi.addIndex('oidc_payloads', ['expires_at']);

  // Small server-wide values shared by all replicas (the embedded provider's signing keys).
  await qi.createTable('server_values', {
    name: { type: DataTypes.STRING(100), primaryKey: true },
    value: { type: LONG_TEXT, allowNull: false },
    ...timestamps,
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  for (const t of ['server_values', 'oidc_payloads', 'local_accounts', 'resumes', 'settings', 'sessions', 'users']) {
    await qi.dropTable(t);
  }
}
