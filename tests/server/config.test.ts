import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('runs with nothing set: port 3000 and a SQLite file under data/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('data/site.db') });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.mediaDir).toBe(path.resolve('data/media'));
    expect(config.publicOrigin).toBeNull();
    expect(config.adminPassword).toBeUndefined();
    expect(config.sessionIdleMs).toBe(8 * 3_600_000);
    expect(config.sessionMaxMs).toBe(7 * 24 * 3_600_000);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', ADMIN_PASSWORD: '' }).port).toBe(3000);
  });

  it('names each bad variable with what was wrong', () => {
    const found = problems({ PORT: 'eighty', DATABASE_URL: 'mysql://db', PUBLIC_ORIGIN: 'example.com' });
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^PORT must be a number/);
    expect(found.join('\n')).toMatch(/DATABASE_URL must be a SQLite location .* or a PostgreSQL URL/);
    expect(found.join('\n')).toMatch(/PUBLIC_ORIGIN must be a full http\(s\) URL/);
    expect(problems({ PORT: '70000' })[0]).toMatch(/PORT must be between 0 and 65535/);
  });

  it('refuses a short administrator password rather than weakening the account', () => {
    expect(problems({ ADMIN_PASSWORD: 'short' })[0]).toMatch(/ADMIN_PASSWORD must be at least 12 characters/);
    expect(problems({ ADMIN_PASSWORD: 'p'.repeat(257) })[0]).toMatch(
      /ADMIN_PASSWORD must be at most 256 characters/,
    );
  });

  it('keeps a gigabyte of disk free unless told another margin in megabytes', () => {
    expect(loadConfig({}).freeSpaceMarginBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ FREE_SPACE_MARGIN_MB: '500' }).freeSpaceMarginBytes).toBe(500 * 1024 * 1024);
    expect(loadConfig({ FREE_SPACE_MARGIN_MB: '0' }).freeSpaceMarginBytes).toBe(0);
    expect(problems({ FREE_SPACE_MARGIN_MB: '-1' })[0]).toMatch(/^FREE_SPACE_MARGIN_MB must be 0 or more/);
    expect(problems({ FREE_SPACE_MARGIN_MB: 'a lot' })[0]).toMatch(
      /^FREE_SPACE_MARGIN_MB must be a number of megabytes/,
    );
  });

  it('reads session lifetimes in hours and days', () => {
    const config = loadConfig({ SESSION_IDLE_HOURS: '0.5', SESSION_MAX_DAYS: '30' });
    expect(config.sessionIdleMs).toBe(30 * 60_000);
    expect(config.sessionMaxMs).toBe(30 * 24 * 3_600_000);
  });

  it('refuses session lifetimes that are not a positive number, or absurdly long', () => {
    expect(problems({ SESSION_IDLE_HOURS: 'eight' })[0]).toMatch(
      /^SESSION_IDLE_HOURS must be a number of hours/,
    );
    expect(problems({ SESSION_IDLE_HOURS: '0' })[0]).toMatch(/^SESSION_IDLE_HOURS must be more than 0 hours/);
    expect(problems({ SESSION_MAX_DAYS: '-1' })[0]).toMatch(/^SESSION_MAX_DAYS must be more than 0 days/);
    expect(problems({ SESSION_MAX_DAYS: '70000' })[0]).toMatch(/^SESSION_MAX_DAYS must be at most 366 days/);
  });

  it('resolves paths and trims the origin', () => {
    const config = loadConfig({ DATABASE_URL: 'sqlite::memory:', PUBLIC_ORIGIN: 'https://pipes.example/' });
    expect(config.database).toEqual({ dialect: 'sqlite', file: ':memory:' });
    expect(config.publicOrigin).toBe('https://pipes.example');
  });
});

describe('the public address', () => {
  it('must be set in production, where no Host header can be trusted', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN must be set when NODE_ENV is production/),
    ]);
    expect(problems({ NODE_ENV: 'production', PORT: 'eighty' })).toHaveLength(2);
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://pipes.example' });
    expect(config.publicOrigin).toBe('https://pipes.example');
  });

  it('may be left out in development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).publicOrigin).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).publicOrigin).toBeNull();
  });
});

describe('trusting a reverse proxy', () => {
  it('trusts no forwarded address by default, since clients can write that header', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('accepts true, a hop count or proxy addresses, and names anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
    expect(problems({ TRUST_PROXY: 'yes please' })[0]).toMatch(/^TRUST_PROXY must be false, true/);
  });
});
