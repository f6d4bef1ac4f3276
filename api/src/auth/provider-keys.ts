import { generateKeyPairSync } from 'node:crypto';
import type { ModelStatic } from 'sequelize';
import type { ServerValueRecord } from './models';
import type { Sealer } from '../security/sealer';

const NAME = 'oidc.signing-jwks';

/**
 * The embedded provider's signing keys: made once, kept sealed in the database so every
 * replica signs and verifies with the same keys.
 */
export async function loadSigningKeys(model: ModelStatic<ServerValueRecord>, sealer: Sealer) {
  const existing = await model.findByPk(NAME);
  if (existing) return JSON.parse(sealer.openText(existing.value)) as { keys: object[] };

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: `k${Date.now().toString(36)}` };
  const jwks = { keys: [jwk] };
  // Another replica may have written first: whichever row exists wins.
  const [row] = await model.findOrCreate({ where: { name: NAME }, defaults: { name: NAME, value: sealer.sealText(JSON.stringify(jwks)) } });
  return JSON.parse(sealer.openText(row.value)) as { keys: object[] };
}
