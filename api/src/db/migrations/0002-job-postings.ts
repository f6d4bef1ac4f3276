import { DataTypes, type QueryInterface } from 'sequelize';
import { longText } from '../types';

export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable('job_postings', {
    id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
    user_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
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
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('job_postings', ['user_id', 'url_hash', 'created_at']);
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable('job_postings');
}
