import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database in data/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('takes PORT, DATA_DIR and DATABASE_URL from the environment', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/trademate-x',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(config).toMatchObject({
      port: 4100,
      dataDir: '/tmp/trademate-x',
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'http://localhost:4100',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('fails listing every bad key at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres/);
    }
  });
});
