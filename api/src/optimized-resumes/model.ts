import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { longText } from '../db/types';

export interface OptimizedResumeAttributes {
  id: string;
  userId: string;
  resumeId: string | null;
  targetJobTitle: string;
  /** sha256 of the request (resume, title, description): the reuse switch looks it up. */
  requestHash: string;
  /** When true, content, keywords and notes are sealed with the app key. */
  encrypted: boolean;
  optimizedContent: string;
  /** JSON array of strings (sealed when encrypted). */
  keywordMatches: string;
  optimizationNotes: string;
  createdAt: Date;
  updatedAt: Date;
}
export type OptimizedResumeRecord = Model<
  OptimizedResumeAttributes,
  Optional<OptimizedResumeAttributes, 'createdAt' | 'updatedAt'>
> &
  OptimizedResumeAttributes;
export type OptimizedResumeModel = ModelStatic<OptimizedResumeRecord>;

export function defineOptimizedResume(sequelize: Sequelize): OptimizedResumeModel {
  return sequelize.define<OptimizedResumeRecord>(
    'OptimizedResume',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      resumeId: DataTypes.STRING(36),
      targetJobTitle: { type: DataTypes.STRING(200), allowNull: false },
      requestHash: { type: DataTypes.STRING(64), allowNull: false },
      encrypted: { type: DataTypes.BOOLEAN, allowNull: false },
      optimizedContent: { type: longText(sequelize), allowNull: false },
      keywordMatches: { type: longText(sequelize), allowNull: false },
      optimizationNotes: { type: longText(sequelize), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'optimized_resumes' },
  );
}
