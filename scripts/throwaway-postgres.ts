/**
 * A throw-away PostgreSQL server for tests and benchmarks: a fresh cluster in a temporary folder,
 * listening on the loopback interface only, with durability switched off (nothing in it outlives
 * the run). Found through `TEST_POSTGRES_URL` (an existing server to use instead), or Debian's
 * `postgresql` package (`/usr/lib/postgresql/<version>/bin`), or `initdb` on the PATH.
 *
 * `npx tsx scripts/throwaway-postgres.ts` starts one and prints its URL until Ctrl-C.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  stop(): void;
}

/** The folder holding `initdb` and `pg_ctl`, or null when PostgreSQL's server is not installed. */
function postgresBinaries(): string | null {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(path.join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : null;
}

/** Why no PostgreSQL is available, or null when one is. */
export function postgresMissing(): string | null {
  if (process.env.TEST_POSTGRES_URL) return null;
  return postgresBinaries() === null
    ? 'PostgreSQL is not installed (no initdb; on Debian: apt-get install postgresql), and TEST_POSTGRES_URL is not set'
    : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A new empty database on the server at `serverUrl`; answers its URL. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Starts a throw-away server (or answers `TEST_POSTGRES_URL`'s); throws when none can be had. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const given = process.env.TEST_POSTGRES_URL;
  if (given) return { url: given, stop: () => {} };
  const bin = postgresBinaries();
  if (bin === null) throw new Error(postgresMissing() ?? 'PostgreSQL is not installed');
  const folder = mkdtempSync(path.join(tmpdir(), 'pipes-postgres-'));
  const data = path.join(folder, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` account.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, id('-u'), id('-g'));
    chmodSync(folder, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const [command, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const port = await freePort();
  try {
    run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-locale',
      '--encoding=UTF8',
      '--no-sync',
    ]);
    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${folder}'`,
      '-c max_connections=300',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startThrowawayPostgres();
  console.log(server.url);
  const stop = () => {
    server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}
