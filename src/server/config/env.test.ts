import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from './env';

/** Production needs a shared key; any 32 characters do for reading the other settings. */
const PRODUCTION_KEY = 'k'.repeat(40);

const scratch = mkdtempSync(path.join(tmpdir(), 'hemvist-env-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let fileCount = 0;
/** A secret-file path of its own for each test, in a folder that does not exist yet. */
const freshSecretFile = () => path.join(scratch, `run-${++fileCount}`, 'var', 'jwt-secret');

const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(40);

function messageOf(attempt: () => unknown): string {
  try {
    attempt();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('environment configuration', () => {
  it('defaults to port 3000 on the embedded database in var/', () => {
    const config = configFromEnv({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: 'var/pglite' });
    expect(config.forceHttps).toBe(false);
  });

  it('uses a PostgreSQL server when DATABASE_URL is set, and PORT overrides the port', () => {
    const config = configFromEnv({ DATABASE_URL: 'postgres://127.0.0.1:5432/test', PORT: '4010' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://127.0.0.1:5432/test',
      timeouts: { connectMs: 5000, statementMs: 5000 },
    });
    expect(config.port).toBe(4010);
  });

  it('takes the database timeouts from DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS', () => {
    const config = configFromEnv({
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '15000',
    });
    expect(config.database).toMatchObject({ timeouts: { connectMs: 2000, statementMs: 15000 } });
  });

  it('refuses database timeouts that are not a sensible number of milliseconds', () => {
    const attempt = () =>
      configFromEnv({ DATABASE_CONNECT_TIMEOUT_MS: 'soon', DATABASE_STATEMENT_TIMEOUT_MS: '0' });
    expect(attempt).toThrow(/DATABASE_CONNECT_TIMEOUT_MS[\s\S]*DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(configFromEnv({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('stops with a message naming every bad value', () => {
    const attempt = () => configFromEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres/);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });

  it('trusts no proxy unless TRUST_PROXY names addresses, ranges or keywords', () => {
    expect(configFromEnv({}).trustProxy).toEqual([]);
    expect(configFromEnv({ TRUST_PROXY: '' }).trustProxy).toEqual([]);
    expect(configFromEnv({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.7 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '*', '10.0.0.0/33', '300.1.1.1', 'proxy.internal', '10.0.0.1/8/8', '::1/129'])(
    'stops on TRUST_PROXY=%s, naming it',
    (value) => {
      expect(() => configFromEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must list IP addresses/);
    },
  );

  it('turns dev tools and simulators on by default, off under NODE_ENV=production', () => {
    expect(configFromEnv({})).toMatchObject({ devTools: true, simulators: true });
    expect(configFromEnv({ NODE_ENV: 'test' })).toMatchObject({ devTools: true, simulators: true });
    expect(configFromEnv({ NODE_ENV: 'production', JWT_SECRET: PRODUCTION_KEY })).toMatchObject({
      devTools: false,
      simulators: false,
    });
  });

  it('links mails sent outside a request to the local sites, or the live ones under NODE_ENV=production', () => {
    expect(configFromEnv({}).linkEnvironment).toBe('local');
    const production = { NODE_ENV: 'production', JWT_SECRET: PRODUCTION_KEY } as const;
    expect(configFromEnv(production).linkEnvironment).toBe('prod');
    // `npm start` runs a production build on this machine and says so.
    expect(configFromEnv({ ...production, LINK_ENVIRONMENT: 'local' }).linkEnvironment).toBe('local');
    expect(configFromEnv({ LINK_ENVIRONMENT: 'test' }).linkEnvironment).toBe('test');
    expect(messageOf(() => configFromEnv({ LINK_ENVIRONMENT: 'live' }))).toContain('LINK_ENVIRONMENT');
  });

  it('lets DEV_TOOLS and SIMULATORS override that default either way, each on its own', () => {
    expect(
      configFromEnv({ NODE_ENV: 'production', JWT_SECRET: PRODUCTION_KEY, DEV_TOOLS: 'true' }),
    ).toMatchObject({
      devTools: true,
      simulators: false,
    });
    expect(
      configFromEnv({ NODE_ENV: 'production', JWT_SECRET: PRODUCTION_KEY, SIMULATORS: 'true' }),
    ).toMatchObject({
      devTools: false,
      simulators: true,
    });
    expect(configFromEnv({ DEV_TOOLS: 'false', SIMULATORS: 'false' })).toMatchObject({
      devTools: false,
      simulators: false,
    });
    expect(
      configFromEnv({ NODE_ENV: 'production', JWT_SECRET: PRODUCTION_KEY, DEV_TOOLS: '' }),
    ).toMatchObject({ devTools: false });
  });

  it('stops on a DEV_TOOLS or SIMULATORS that is not true or false', () => {
    expect(() => configFromEnv({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS/);
    expect(() => configFromEnv({ SIMULATORS: '1' })).toThrow(/SIMULATORS/);
  });

  it('needs TRUST_PROXY with FORCE_HTTPS: only a trusted proxy can tell an https request', () => {
    expect(() => configFromEnv({ FORCE_HTTPS: 'true' })).toThrow(/FORCE_HTTPS: needs TRUST_PROXY/);
    expect(configFromEnv({ FORCE_HTTPS: 'true', TRUST_PROXY: '10.0.0.0/8' })).toMatchObject({
      forceHttps: true,
      trustProxy: ['10.0.0.0/8'],
    });
  });
});

describe('JWT_SECRET', () => {
  it('is required under NODE_ENV=production: the start stops with a message naming it', () => {
    const secretFile = freshSecretFile();
    const message = messageOf(() => configFromEnv({ NODE_ENV: 'production' }, { secretFile }));
    expect(message).toMatch(/JWT_SECRET: required when NODE_ENV=production/);
    expect(() => statSync(secretFile)).toThrow();
    expect(messageOf(() => configFromEnv({ NODE_ENV: 'production', JWT_SECRET: '' }))).toMatch(/JWT_SECRET/);
  });

  it('refuses a key shorter than 32 characters, in a key set too', () => {
    expect(messageOf(() => configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' }))).toMatch(
      /JWT_SECRET.*at least 32 characters/,
    );
    expect(messageOf(() => configFromEnv({ NODE_ENV: 'production', JWT_SECRET: `${KEY_A},short` }))).toMatch(
      /JWT_SECRET.*at least 32 characters/,
    );
  });

  it('reads a comma-separated key set: the first signs, every one verifies', () => {
    const config = configFromEnv({ NODE_ENV: 'production', JWT_SECRET: ` ${KEY_A} , ${KEY_B},` });
    expect(config.jwtSecrets).toEqual([KEY_A, KEY_B]);
  });

  it('development without it uses one secret file, created once with mode 0600', () => {
    const secretFile = freshSecretFile();
    const first = configFromEnv({ NODE_ENV: 'development' }, { secretFile });
    const second = configFromEnv({}, { secretFile });
    const test = configFromEnv({ NODE_ENV: 'test' }, { secretFile });
    expect(first.jwtSecrets).toHaveLength(1);
    expect(first.jwtSecrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecrets).toEqual(first.jwtSecrets);
    expect(test.jwtSecrets).toEqual(first.jwtSecrets);
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(first.jwtSecrets[0]);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
  });

  it('development prefers JWT_SECRET to the file, and names a broken file', () => {
    const secretFile = freshSecretFile();
    expect(configFromEnv({ JWT_SECRET: KEY_A }, { secretFile }).jwtSecrets).toEqual([KEY_A]);
    expect(() => statSync(secretFile)).toThrow();
    configFromEnv({}, { secretFile });
    writeFileSync(secretFile, 'too short\n');
    expect(messageOf(() => configFromEnv({}, { secretFile }))).toMatch(
      /JWT_SECRET: unset, and .*jwt-secret must hold a secret of at least 32 characters/,
    );
  });
});

describe('MAP_STYLE_URL', () => {
  it('is unset by default: the browser config carries no style, so the maps use the offline base map', () => {
    expect(configFromEnv({}).browser).toEqual({});
    expect(configFromEnv({ MAP_STYLE_URL: '' }).browser).toEqual({});
  });

  it('is handed to the browser config when set to an http(s) URL', () => {
    const url = 'https://tiles.example.com/styles/hemvist/style.json?key=public';
    expect(configFromEnv({ MAP_STYLE_URL: url }).browser).toEqual({ mapStyleUrl: url });
  });

  it('refuses a value that is not an http(s) URL, naming the setting', () => {
    for (const value of ['tiles.example.com/style.json', 'ftp://tiles.example.com/style.json'])
      expect(messageOf(() => configFromEnv({ MAP_STYLE_URL: value }))).toMatch(
        /MAP_STYLE_URL: must be an http:\/\/ or https:\/\/ URL of a MapLibre style/,
      );
  });

  it('is the only setting the browser config holds', () => {
    const config = configFromEnv({
      MAP_STYLE_URL: 'https://tiles.example.com/style.json',
      SMTP_URL: 'smtp://user:secret@mail.example:587',
      JWT_SECRET: KEY_A,
    });
    expect(Object.keys(config.browser ?? {})).toEqual(['mapStyleUrl']);
  });
});

describe('FILE_STORAGE_URL', () => {
  it('is unset by default: the files stay on the local disk under FILE_STORAGE_DIR', () => {
    const config = configFromEnv({});
    expect(config.fileStorageS3).toBeUndefined();
    expect(config.fileStorageDir).toBe('var/uploads');
    expect(configFromEnv({ FILE_STORAGE_URL: '' }).fileStorageS3).toBeUndefined();
  });

  it('names a bucket on AWS with its region, or on another store by its endpoint', () => {
    expect(configFromEnv({ FILE_STORAGE_URL: 's3://hemvist-files?region=eu-north-1' }).fileStorageS3).toEqual(
      {
        bucket: 'hemvist-files',
        region: 'eu-north-1',
        endpoint: undefined,
      },
    );
    expect(
      configFromEnv({
        FILE_STORAGE_URL: 's3://files.hemvist?endpoint=http://minio.internal:9000&region=local',
      }).fileStorageS3,
    ).toEqual({ bucket: 'files.hemvist', region: 'local', endpoint: 'http://minio.internal:9000' });
  });

  it('takes the region from AWS_REGION when the URL names none, and stops when neither does', () => {
    expect(
      configFromEnv({ FILE_STORAGE_URL: 's3://hemvist-files', AWS_REGION: 'eu-west-1' }).fileStorageS3
        ?.region,
    ).toBe('eu-west-1');
    expect(messageOf(() => configFromEnv({ FILE_STORAGE_URL: 's3://hemvist-files' }))).toMatch(
      /FILE_STORAGE_URL: names no region: add \?region=… or set AWS_REGION/,
    );
  });

  it('stops on a malformed URL with a message naming the setting and what is wrong', () => {
    const cases: [string, RegExp][] = [
      ['hemvist-files', /must be an s3:\/\/ URL, e\.g\. s3:\/\/hemvist-files\?region=eu-north-1/],
      ['https://hemvist-files.s3.amazonaws.com', /must be an s3:\/\/ URL/],
      ['s3://Hemvist_Files?region=eu-north-1', /"Hemvist_Files" is not a bucket name/],
      ['s3://?region=eu-north-1', /"" is not a bucket name/],
      [
        's3://key:secret@hemvist-files?region=eu-north-1',
        /must not carry credentials: set AWS_ACCESS_KEY_ID/,
      ],
      ['s3://hemvist-files:9000?region=eu-north-1', /names a bucket, not a server: .*\?endpoint=/],
      ['s3://hemvist-files/uploads?region=eu-north-1', /names a bucket only/],
      ['s3://hemvist-files?regoin=eu-north-1', /knows \?region= and \?endpoint=, not \?regoin=/],
      ['s3://hemvist-files?region=Europe North', /region "Europe North" is not like eu-north-1/],
      [
        's3://hemvist-files?region=local&endpoint=minio:9000',
        /endpoint must be an http:\/\/ or https:\/\/ URL/,
      ],
    ];
    for (const [value, expected] of cases) {
      const message = messageOf(() => configFromEnv({ FILE_STORAGE_URL: value }));
      expect(message, value).toMatch(/FILE_STORAGE_URL: /);
      expect(message, value).toMatch(expected);
    }
  });

  it('never holds the credentials: the AWS SDK reads them from its own variables', () => {
    const config = configFromEnv({
      FILE_STORAGE_URL: 's3://hemvist-files?region=eu-north-1',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret-example',
    });
    expect(JSON.stringify(config)).not.toMatch(/AKIAEXAMPLE|secret-example/);
  });
});

describe('metrics and housekeeping settings', () => {
  it('serves /metrics on 127.0.0.1:9464 by default; METRICS_PORT and METRICS_HOST move it', () => {
    expect(configFromEnv({}).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(configFromEnv({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9100,
      host: '0.0.0.0',
    });
  });

  it('turns /metrics off with METRICS_PORT=off or 0', () => {
    expect(configFromEnv({ METRICS_PORT: 'off' }).metrics).toBeUndefined();
    expect(configFromEnv({ METRICS_PORT: '0' }).metrics).toBeUndefined();
  });

  it('refuses a METRICS_PORT that is not a port', () => {
    expect(messageOf(() => configFromEnv({ METRICS_PORT: 'ninety' }))).toMatch(/METRICS_PORT/);
    expect(messageOf(() => configFromEnv({ METRICS_PORT: '70000' }))).toMatch(/METRICS_PORT/);
  });

  it('keeps each housekeeping task’s own timing unless HOUSEKEEPING_INTERVAL_SECONDS names one', () => {
    expect(configFromEnv({}).housekeepingIntervalMs).toBeUndefined();
    expect(configFromEnv({ HOUSEKEEPING_INTERVAL_SECONDS: '20' }).housekeepingIntervalMs).toBe(20_000);
    expect(messageOf(() => configFromEnv({ HOUSEKEEPING_INTERVAL_SECONDS: '0' }))).toMatch(
      /HOUSEKEEPING_INTERVAL_SECONDS/,
    );
    expect(messageOf(() => configFromEnv({ HOUSEKEEPING_INTERVAL_SECONDS: 'soon' }))).toMatch(
      /HOUSEKEEPING_INTERVAL_SECONDS/,
    );
  });
});
