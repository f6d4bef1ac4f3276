import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { longText } from '../db/types';

export interface CoverLetterAttributes {
  id: string;
  userId: string;
  resumeId: string | null;
  jobPostingId: string | null;
  /** When true, content is sealed with the app key. */
  encrypted: boolean;
  content: string;
  wordCount: number;
  createdAt: Date;
  updatedAt: Date;
}
export type CoverLetterRecord = Model<CoverLetterAttributes, Optional<CoverLetterAttributes, 'createdAt' | 'updatedAt'>> &
  CoverLetterAttributes;
export type CoverLetterModel = ModelStatic<CoverLetterRecord>;

export function defineCoverLetter(sequelize: Sequelize): CoverLetterModel {
  return sequelize.define<CoverLetterRecord>(
    'CoverLetter',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      resumeId: DataTypes.STRING(36),
      jobPostingId: DataTypes.STRING(36),
      encrypted: { type: DataTypes.BOOLEAN, allowNull: false },
      content: { type: longText(sequelize), allowNull: false },
      wordCount: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'cover_letters' },
  );
}
