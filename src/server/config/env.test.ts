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
});
