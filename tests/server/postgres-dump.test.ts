/**
 * `pg_dump` reaches PostgreSQL with the password in its environment alone: a command line can be
 * read by every account on the machine (`ps`), an environment only by the account running it.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresClientConnection, postgresClientInvocation } from '../../src/server/backups/postgres-client';
import { restoreBackup } from '../../src/server/backups/restore-backup';
import { takeBackup } from '../../src/server/backups/take-backup';
import { lastingTestDatabase, testDialect } from './test-database';

const dir = mkdtempSync(path.join(tmpdir(), 'postgres-dump-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the PostgreSQL client’s command line', () => {
  it('names the database without its password, which goes in PGPASSWORD', () => {
    const { args, env } = postgresClientInvocation(
      'postgres://site:s3cr%40t%2Fpw@db.example:5433/pipes?sslmode=require&application_name=a%20b',
      ['--format=custom'],
      { PATH: '/usr/bin' },
    );
    expect(args).toEqual([
      '--format=custom',
      '--dbname=postgres://site@db.example:5433/pipes?sslmode=require&application_name=a%20b',
    ]);
    expect(args.join(' ')).not.toMatch(/s3cr/);
    expect(env).toEqual({ PATH: '/usr/bin', PGPASSWORD: 's3cr@t/pw' });
  });

  it('takes a password given as a parameter out too, and leaves a URL without one as it is', () => {
    expect(postgresClientConnection('postgresql://site@/pipes?host=/run/postgresql&password=p%26w')).toEqual({
      connection: 'postgresql://site@/pipes?host=/run/postgresql',
      password: 'p&w',
    });
    expect(postgresClientConnection('postgres://db.example/pipes')).toEqual({
      connection: 'postgres://db.example/pipes',
      password: null,
    });
    const inherited = { PGPASSWORD: 'from ~/.profile' };
    expect(postgresClientInvocation('postgres://db.example/pipes', [], inherited).env).toBe(inherited);
  });

  it('is what a backup runs: pg_dump sees no password among its arguments', async () => {
    // A stand-in pg_dump first on the PATH, writing down what it was given.
    const bin = path.join(dir, 'bin');
    const record = path.join(dir, 'pg_dump-arguments');
    mkdirSync(bin);
    writeFileSync(
      path.join(bin, 'pg_dump'),
      `#!/bin/sh\nprintf '%s\\n' "$@" > '${record}'\nprintf '%s' "$PGPASSWORD" > '${record}.password'\nfor a in "$@"; do case $a in --file=*) printf dump > "\${a#--file=}";; esac; done\n`,
    );
    chmodSync(path.join(bin, 'pg_dump'), 0o755);
    const searchPath = process.env.PATH;
    process.env.PATH = `${bin}:${searchPath}`;
    try {
      const database = {
        dialect: 'postgres' as const,
        url: 'postgres://site:hunter2-secret@127.0.0.1/pipes',
        poolSize: 1,
      };
      const { folder } = await takeBackup(
        { database, dataDir: path.join(dir, 'data'), mediaDir: path.join(dir, 'media') },
        Date.parse('2030-01-01T00:00:00.000Z'),
      );
      const args = readFileSync(record, 'utf8').trim().split('\n');
      expect(args).toEqual([
        '--format=custom',
        '--no-owner',
        `--file=${path.join(path.dirname(folder), '.partial-2030-01-01T00-00-00.000Z', 'site.dump')}`,
        '--dbname=postgres://site@127.0.0.1/pipes',
      ]);
      expect(readFileSync(`${record}.password`, 'utf8')).toBe('hunter2-secret');
      // The dump is the account's alone, whatever pg_dump made it.
      expect(statSync(path.join(folder, 'site.dump')).mode & 0o777).toBe(0o600);
      // The restore's instructions name the database without the password too.
      const refused = await restoreBackup(
        folder,
        { database, dataDir: path.join(dir, 'data'), mediaDir: path.join(dir, 'media') },
        Date.now(),
      ).catch((error: unknown) => error as Error);
      expect(refused?.message).toContain("--dbname='postgres://site@127.0.0.1/pipes'");
      expect(refused?.message).not.toContain('hunter2');
    } finally {
      process.env.PATH = searchPath;
    }
  });

  it.runIf(testDialect === 'postgres')('dumps a real database through the environment', async () => {
    const database = await lastingTestDatabase(dir);
    if (database.dialect !== 'postgres') throw new Error('expected PostgreSQL');
    // The test server trusts the loopback, so the password is not checked; that it travels apart is.
    const withPassword = {
      ...database,
      url: database.url.replace('postgres@', 'postgres:not-on-the-command-line@'),
    };
    expect(withPassword.url).toContain(':not-on-the-command-line@');
    const { folder } = await takeBackup(
      { database: withPassword, dataDir: path.join(dir, 'real'), mediaDir: path.join(dir, 'media') },
      Date.parse('2030-01-02T00:00:00.000Z'),
    );
    const contents = execFileSync('pg_restore', ['--list', path.join(folder, 'site.dump')], {
      encoding: 'utf8',
    });
    expect(contents).toContain('TABLE public products');
  });
});
