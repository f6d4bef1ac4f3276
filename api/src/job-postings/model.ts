import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { longText } from '../db/types';

export interface JobPostingAttributes {
  id: string;
  userId: string;
  url: string;
  urlHash: string;
  title: string | null;
  company: string | null;
  description: string;
  location: string | null;
  salary: string | null;
  employmentType: string | null;
  source: string;
  /** JSON array of sentences. */
  warnings: string;
  createdAt: Date;
  updatedAt: Date;
}
export type JobPostingRecord = Model<JobPostingAttributes, Optional<JobPostingAttributes, 'createdAt' | 'updatedAt'>> &
  JobPostingAttributes;
export type JobPostingModel = ModelStatic<JobPostingRecord>;

export function defineJobPosting(sequelize: Sequelize): JobPostingModel {
  return sequelize.define<JobPostingRecord>(
    'JobPosting',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      url: { type: DataTypes.STRING(2048), allowNull: false },
      urlHash: { type: DataTypes.STRING(64), allowNull: false },
      title: DataTypes.STRING(500),
      company: DataTypes.STRING(300),
      description: { type: longText(sequelize), allowNull: false },
      location: DataTypes.STRING(500),
      salary: DataTypes.STRING(300),
      employmentType: DataTypes.STRING(100),
      source: { type: DataTypes.STRING(50), allowNull: false },
      warnings: { type: DataTypes.TEXT, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'job_postings' },
  );
}
