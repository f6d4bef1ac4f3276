import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { longBlob, longText } from '../db/types';

export interface ResumeAttributes {
  id: string;
  userId: string;
  filename: string;
  mimeType: string;
  fileSize: number;
  fileHash: string;
  /** When true, content, parsedData, importReport and original are sealed with the app key. */
  encrypted: boolean;
  content: string;
  parsedData: string | null;
  importReport: string | null;
  original: Buffer;
  isCurrent: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export type ResumeRecord = Model<ResumeAttributes, Optional<ResumeAttributes, 'createdAt' | 'updatedAt'>> &
  ResumeAttributes;
export type ResumeModel = ModelStatic<ResumeRecord>;

export function defineResume(sequelize: Sequelize): ResumeModel {
  return sequelize.define<ResumeRecord>(
    'Resume',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      filename: { type: DataTypes.STRING(255), allowNull: false },
      mimeType: { type: DataTypes.STRING(100), allowNull: false },
      fileSize: { type: DataTypes.INTEGER, allowNull: false },
      fileHash: { type: DataTypes.STRING(64), allowNull: false },
      encrypted: { type: DataTypes.BOOLEAN, allowNull: false },
      content: { type: longText(sequelize), allowNull: false },
      parsedData: longText(sequelize),
      importReport: longText(sequelize),
      original: { type: longBlob(sequelize), allowNull: false },
      isCurrent: { type: DataTypes.BOOLEAN, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'resumes' },
  );
}
