import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { longText } from '../db/types';

/** The latest platform analysis a user ran (JSON of McpAnalysis). */
export interface PlatformAnalysisAttributes {
  userId: string;
  analysis: string;
  createdAt: Date;
  updatedAt: Date;
}
export type PlatformAnalysisRecord = Model<PlatformAnalysisAttributes, Optional<PlatformAnalysisAttributes, 'createdAt' | 'updatedAt'>> &
  PlatformAnalysisAttributes;
export type PlatformAnalysisModel = ModelStatic<PlatformAnalysisRecord>;

export function definePlatformAnalysis(sequelize: Sequelize): PlatformAnalysisModel {
  return sequelize.define<PlatformAnalysisRecord>(
    'PlatformAnalysis',
    {
      userId: { type: DataTypes.STRING(36), primaryKey: true },
      analysis: { type: longText(sequelize), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'platform_analyses' },
  );
}
