import { DataTypes, type Sequelize } from 'sequelize';

/** LONGTEXT / LONGBLOB on MySQL (TEXT caps at 64 KB there); plain TEXT / BLOB on SQLite, which has no sizes. */
export const longText = (s: Sequelize) => (s.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('long'));
export const longBlob = (s: Sequelize) => (s.getDialect() === 'sqlite' ? DataTypes.BLOB : DataTypes.BLOB('long'));
