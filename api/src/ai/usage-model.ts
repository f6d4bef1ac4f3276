import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export interface AiUsageAttributes {
  userId: string;
  /** 'YYYY-MM' in UTC. */
  month: string;
  requests: number;
  promptTokens: number;
  completionTokens: number;
  readerRequests: number;
  createdAt: Date;
  updatedAt: Date;
}
export type AiUsageRecord = Model<AiUsageAttributes, Optional<AiUsageAttributes, 'createdAt' | 'updatedAt'>> & AiUsageAttributes;
export type AiUsageModel = ModelStatic<AiUsageRecord>;

export function defineAiUsage(sequelize: Sequelize): AiUsageModel {
  return sequelize.define<AiUsageRecord>(
    'AiUsage',
    {
      userId: { type: DataTypes.STRING(36), primaryKey: true },
      month: { type: DataTypes.STRING(7), primaryKey: true },
      requests: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      // BIGINT comes back as a string from mysql2: read through Number().
      promptTokens: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      completionTokens: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      readerRequests: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'ai_usage' },
  );
}
