import { DataTypes, type Sequelize } from 'sequelize';

/** LONGTEXT / LONGBLOB on MySQL (TEXT caps at 64 KB there); plain TEXT / BLOB on SQLite, which has no sizes. */
export const longText = (s: Sequelize) => (s.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('long'));
export const longBlob = (s: Sequelize) => (s.getDialect() === 'sqlite' ? DataTypes.BLOB : DataTypes.BLOB('long'));

/** Columns most tables share, for migrations: a UUID key, the owning user, timestamps. */
export const idColumn = { type: DataTypes.STRING(36), primaryKey: true, allowNull: false };
export const userIdColumn = {
  type: DataTypes.STRING(36),
  allowNull: false,
  references: { model: 'users', key: 'id' },
  onDelete: 'CASCADE',
};
export const timestampColumns = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};
