import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }) {
  // Counters shared by every replica; reset times in epoch milliseconds, free of time-zone handling.
  await qi.createTable('rate_limits', {
    key: { type: DataTypes.STRING(255), primaryKey: true },
    hits: { type: DataTypes.INTEGER, allowNull: false },
    reset_at_ms: { type: DataTypes.BIGINT, allowNull: false },
  });
  await qi.addIndex('rate_limits', ['reset_at_ms']);
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable('rate_limits');
}
