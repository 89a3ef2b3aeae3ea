import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from './env';

describe('environment configuration', () => {
  it('defaults to port 3000 on the embedded database in var/', () => {
    const config = configFromEnv({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: 'var/pglite' });
    expect(config.forceHttps).toBe(false);
  });

  it('uses a PostgreSQL server when DATABASE_URL is set, and PORT overrides the port', () => {
    const config = configFromEnv({ DATABASE_URL: 'postgres://127.0.0.1:5432/test', PORT: '4010' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://127.0.0.1:5432/test' });
    expect(config.port).toBe(4010);
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
    expect(configFromEnv({ NODE_ENV: 'production' })).toMatchObject({ devTools: false, simulators: false });
  });

  it('lets DEV_TOOLS and SIMULATORS override that default either way, each on its own', () => {
    expect(configFromEnv({ NODE_ENV: 'production', DEV_TOOLS: 'true' })).toMatchObject({
      devTools: true,
      simulators: false,
    });
    expect(configFromEnv({ NODE_ENV: 'production', SIMULATORS: 'true' })).toMatchObject({
      devTools: false,
      simulators: true,
    });
    expect(configFromEnv({ DEV_TOOLS: 'false', SIMULATORS: 'false' })).toMatchObject({
      devTools: false,
      simulators: false,
    });
    expect(configFromEnv({ NODE_ENV: 'production', DEV_TOOLS: '' })).toMatchObject({ devTools: false });
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
