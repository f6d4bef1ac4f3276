import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export interface PlatformSwitchAttributes {
  name: string;
  enabled: boolean;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type PlatformSwitchRecord = Model<PlatformSwitchAttributes, Optional<PlatformSwitchAttributes, 'createdAt' | 'updatedAt'>> &
  PlatformSwitchAttributes;
export type PlatformSwitchModel = ModelStatic<PlatformSwitchRecord>;

export function definePlatformSwitch(sequelize: Sequelize): PlatformSwitchModel {
  return sequelize.define<PlatformSwitchRecord>(
    'PlatformSwitch',
    {
      name: { type: DataTypes.STRING(100), primaryKey: true },
      enabled: { type: DataTypes.BOOLEAN, allowNull: false },
      updatedBy: DataTypes.STRING(36),
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'platform_switches' },
  );
}
