/**
 * The real server, from its source (`npm run serve` runs the same code compiled), in a child
 * process on a throw-away data folder: for tests of what only a whole process shows (a signal, a
 * crash, a restart). The unit tests run before any build, so they start the source.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { migrate, openDatabase } from '../../src/server/db/connection';

export interface ChildServerOptions {
  dataDir: string;
  adminPassword: string;
  logLevel?: string;
}

export interface ChildServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, once the server said where it listens. */
  origin: Promise<string>;
  /** The exit code, once the process ended. */
  exited: Promise<number | null>;
  /** What it printed so far, standard output and error together. */
  output: () => string;
}

export const childDatabaseFile = (dataDir: string) => path.join(dataDir, 'site.db');
export const childMediaDir = (dataDir: string) => path.join(dataDir, 'media');

/** A database the server finds ready: migrated, samples already added (seeding them is slow). */
export async function prepareSeededDatabase(dataDir: string): Promise<void> {
  const db = openDatabase({ dialect: 'sqlite', file: childDatabaseFile(dataDir) });
  await migrate(db);
  await db
    .insertInto('seed_runs')
    .values(['sample-catalogue', 'sample-news'].map((name) => ({ name, ran_at: new Date().toISOString() })))
    .execute();
  await db.destroy();
}

export function startChildServer({
  dataDir,
  adminPassword,
  logLevel = 'warn',
}: ChildServerOptions): ChildServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${childDatabaseFile(dataDir)}`,
      MEDIA_DIR: childMediaDir(dataDir),
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: logLevel,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const origin = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Site:\s+(http:\/\/\S+?)\/\s/.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
  return { child, origin, exited, output: () => output };
}
