import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export interface UserAttributes {
  id: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type UserRecord = Model<UserAttributes, Optional<UserAttributes, 'createdAt' | 'updatedAt'>> & UserAttributes;
export type UserModel = ModelStatic<UserRecord>;

export function defineUser(sequelize: Sequelize): UserModel {
  return sequelize.define<UserRecord>(
    'User',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      subject: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      email: DataTypes.STRING(320),
      firstName: DataTypes.STRING(200),
      lastName: DataTypes.STRING(200),
      profileImageUrl: DataTypes.STRING(2000),
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'users' },
  );
}
