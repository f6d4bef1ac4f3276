import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { longText } from '../db/types';

export interface LocalAccountAttributes {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: Date;
  updatedAt: Date;
}
export type LocalAccountRecord = Model<LocalAccountAttributes, Optional<LocalAccountAttributes, 'createdAt' | 'updatedAt'>> &
  LocalAccountAttributes;

export interface OidcPayloadAttributes {
  id: string;
  type: string;
  payload: string;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Date | null;
  consumedAt: Date | null;
}
export type OidcPayloadRecord = Model<OidcPayloadAttributes> & OidcPayloadAttributes;

export interface ServerValueAttributes {
  name: string;
  value: string;
}
export type ServerValueRecord = Model<ServerValueAttributes> & ServerValueAttributes;

export function defineAuthModels(sequelize: Sequelize) {
  const LocalAccount: ModelStatic<LocalAccountRecord> = sequelize.define<LocalAccountRecord>(
    'LocalAccount',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      email: { type: DataTypes.STRING(320), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(200), allowNull: false },
      passwordHash: { type: DataTypes.STRING(255), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'local_accounts' },
  );
  const OidcPayload: ModelStatic<OidcPayloadRecord> = sequelize.define<OidcPayloadRecord>(
    'OidcPayload',
    {
      id: { type: DataTypes.STRING(255), primaryKey: true },
      type: { type: DataTypes.STRING(40), primaryKey: true },
      payload: { type: longText(sequelize), allowNull: false },
      grantId: DataTypes.STRING(255),
      userCode: DataTypes.STRING(255),
      uid: DataTypes.STRING(255),
      expiresAt: DataTypes.DATE,
      consumedAt: DataTypes.DATE,
    },
    { tableName: 'oidc_payloads' },
  );
  const ServerValue: ModelStatic<ServerValueRecord> = sequelize.define<ServerValueRecord>(
    'ServerValue',
    { name: { type: DataTypes.STRING(100), primaryKey: true }, value: { type: longText(sequelize), allowNull: false } },
    { tableName: 'server_values' },
  );
  return { LocalAccount, OidcPayload, ServerValue };
}
