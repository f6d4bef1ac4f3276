import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { longText } from '../db/types';

export interface CareerReportAttributes {
  id: string;
  userId: string;
  /** sha256 of the file bytes and target role: the reuse switch looks it up. */
  requestHash: string;
  /** When true, report is sealed with the app key. */
  encrypted: boolean;
  /** JSON of {intelligence, health_score}. */
  report: string;
  createdAt: Date;
  updatedAt: Date;
}
export type CareerReportRecord = Model<CareerReportAttributes, Optional<CareerReportAttributes, 'createdAt' | 'updatedAt'>> &
  CareerReportAttributes;
export type CareerReportModel = ModelStatic<CareerReportRecord>;

export function defineCareerReport(sequelize: Sequelize): CareerReportModel {
  return sequelize.define<CareerReportRecord>(
    'CareerReport',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      requestHash: { type: DataTypes.STRING(64), allowNull: false },
      encrypted: { type: DataTypes.BOOLEAN, allowNull: false },
      report: { type: longText(sequelize), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'career_reports' },
  );
}
