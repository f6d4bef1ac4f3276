import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { Settings } from '@common/contract/settings';

/** A settings row: the contract's fields, with the two keys stored sealed (never in clear). */
export interface SettingsAttributes extends Omit<Settings, 'openaiApiKey' | 'jinaApiKey'> {
  userId: string;
  openaiApiKey: string | null;
  jinaApiKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type SettingsRecord = Model<SettingsAttributes, Optional<SettingsAttributes, 'createdAt' | 'updatedAt'>> &
  SettingsAttributes;
export type SettingsModel = ModelStatic<SettingsRecord>;

export function defineSettings(sequelize: Sequelize): SettingsModel {
  return sequelize.define<SettingsRecord>(
    'Settings',
    {
      userId: { type: DataTypes.STRING(36), primaryKey: true },
      openaiApiKey: DataTypes.TEXT,
      jinaApiKey: DataTypes.TEXT,
      aiBaseUrl: DataTypes.STRING(2000),
      aiModel: DataTypes.STRING(200),
      writingStyle: { type: DataTypes.STRING(20), allowNull: false },
      coverLetterLength: { type: DataTypes.STRING(10), allowNull: false },
      includeSkills: { type: DataTypes.BOOLEAN, allowNull: false },
      includeAchievements: { type: DataTypes.BOOLEAN, allowNull: false },
      encryptStorage: { type: DataTypes.BOOLEAN, allowNull: false },
      autoDelete: { type: DataTypes.BOOLEAN, allowNull: false },
      dataRetention: { type: DataTypes.STRING(20), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'settings' },
  );
}
