import { DataTypes, type QueryInterface } from 'sequelize';
import { idColumn, longText, timestampColumns, userIdColumn } from '../types';

export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable('job_postings', {
    id: idColumn,
    user_id: userIdColumn,
    url: { type: DataTypes.STRING(2048), allowNull: false },
    // sha256 of the normalised URL: the cache key, short enough to index on MySQL.
    url_hash: { type: DataTypes.STRING(64), allowNull: false },
    title: { type: DataTypes.STRING(500) },
    company: { type: DataTypes.STRING(300) },
    description: { type: longText(qi.sequelize), allowNull: false },
    location: { type: DataTypes.STRING(500) },
    salary: { type: DataTypes.STRING(300) },
    employment_type: { type: DataTypes.STRING(100) },
    source: { type: DataTypes.STRING(50), allowNull: false },
    warnings: { type: DataTypes.TEXT, allowNull: false },
    ...timestampColumns,
  });
  await qi.addIndex('job_postings', ['user_id', 'url_hash', 'created_at']);
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable('job_postings');
}
