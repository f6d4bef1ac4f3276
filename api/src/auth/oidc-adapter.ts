import { Op, type ModelStatic } from 'sequelize';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { OidcPayloadRecord } from './models';

/**
 * oidc-provider storage in the database (instead of its in-memory default), so that
 * every replica can serve every step of a sign-in.
 */
export function sequelizeAdapter(model: ModelStatic<OidcPayloadRecord>) {
  return class SequelizeAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      await model.upsert({
        id,
        type: this.type,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: null,
      });
    }

    private async findWhere(where: Record<string, unknown>): Promise<AdapterPayload | undefined> {
      const row = await model.findOne({ where: { ...where, type: this.type } });
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere({ id });
    }
    findByUid(uid: string) {
      return this.findWhere({ uid });
    }
    findByUserCode(userCode: string) {
      return this.findWhere({ userCode });
    }
    async consume(id: string) {
      await model.update({ consumedAt: new Date() }, { where: { id, type: this.type } });
    }
    async destroy(id: string) {
      await model.destroy({ where: { id, type: this.type } });
    }
    async revokeByGrantId(grantId: string) {
      await model.destroy({ where: { grantId } });
    }
  };
}

/** Deletes expired provider state; run by the periodic sweep. */
export async function purgeExpiredOidcPayloads(model: ModelStatic<OidcPayloadRecord>, now = new Date()) {
  return model.destroy({ where: { expiresAt: { [Op.lt]: now } } });
}
