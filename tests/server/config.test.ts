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
    expect(config.databaseFile).toBe(path.resolve('data/site.db'));
    expect(config.mediaDir).toBe(path.resolve('data/media'));
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.adminPassword).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', ADMIN_PASSWORD: '' }).port).toBe(3000);
  });

  it('names each bad variable with what was wrong', () => {
    const found = problems({ PORT: 'eighty', DATABASE_URL: 'mysql://db', PUBLIC_ORIGIN: 'example.com' });
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^PORT must be a number/);
    expect(found.join('\n')).toMatch(/DATABASE_URL must be a SQLite location/);
    expect(found.join('\n')).toMatch(/PUBLIC_ORIGIN must be a full http\(s\) URL/);
    expect(problems({ PORT: '70000' })[0]).toMatch(/PORT must be between 0 and 65535/);
  });

  it('refuses a short administrator password rather than weakening the account', () => {
    expect(problems({ ADMIN_PASSWORD: 'short' })[0]).toMatch(/ADMIN_PASSWORD must be at least 12 characters/);
  });

  it('resolves paths and trims the origin', () => {
    const config = loadConfig({ DATABASE_URL: 'sqlite::memory:', PUBLIC_ORIGIN: 'https://pipes.example/' });
    expect(config.databaseFile).toBe(':memory:');
    expect(config.publicOrigin).toBe('https://pipes.example');
  });
});
