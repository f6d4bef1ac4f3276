import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export interface OperationMetricAttributes {
  id: number;
  /** One of PROCESSES (metrics/processes.ts). */
  process: string;
  userId: string | null;
  ok: boolean;
  durationMs: number;
  createdAt: Date;
}
export type OperationMetricRecord = Model<OperationMetricAttributes, Optional<OperationMetricAttributes, 'id'>> &
  OperationMetricAttributes;
export type OperationMetricModel = ModelStatic<OperationMetricRecord>;

export function defineOperationMetric(sequelize: Sequelize): OperationMetricModel {
  return sequelize.define<OperationMetricRecord>(
    'OperationMetric',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      process: { type: DataTypes.STRING(50), allowNull: false },
      userId: DataTypes.STRING(36),
      ok: { type: DataTypes.BOOLEAN, allowNull: false },
      durationMs: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { tableName: 'operation_metrics', updatedAt: false },
  );
}
