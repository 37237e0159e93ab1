/**
 * Starts the built product as a real server process on a free port, with a database and media
 * folder of its own, for the browser tests, the screenshots and the benchmarks. `stop()` ends it
 * and deletes them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The arguments `npm run serve` (package.json) gives Node, so the browser tests and benchmarks run
 * the compiled server exactly as production does.
 */
function serveArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const [program, ...args] = (scripts.serve ?? '').split(/\s+/);
  if (program !== 'node' || args.length === 0)
    throw new Error('`npm run serve` must be `node <options> <file>`');
  return args;
}
const serveArgs = serveArguments();
/** What `npm run build` writes that the built server needs to start and render pages. */
const builtFiles = [serveArgs.at(-1) ?? '', 'dist/client/.vite/manifest.json', 'dist/server/entry-server.js'];
const notBuilt = 'There is no build in dist/: run `npm run build` first.';
const isBuilt = () => builtFiles.every((file) => existsSync(file));

/** Ends a script that needs the build, with a message saying so, when dist/ lacks any of it. */
export function exitUnlessBuilt(): void {
  if (isBuilt()) return;
  console.error(notBuilt);
  process.exit(1);
}

/** The site's address, once the server has printed it (it listens by then). */
export function waitForUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    // A first start seeds the sample catalogue (its images too): on a busy two-core machine that
    // alone can take most of a minute. A server that fails exits, which is reported at once below.
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Site:\s+(http\S+?)\/?\s/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        // Nothing more to look for: what the server prints from now on is not kept here.
        server.stdout?.off('data', read);
        server.stderr?.off('data', read);
        server.stdout?.resume();
        server.stderr?.resume();
        resolve(found[1]);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
}

/** A new empty folder for a throw-away server's database and media. */
export function throwawayDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'site-data-'));
}

/**
 * Spawns the built server as production runs it, on the database and media folder in `dataDir`
 * (created on its first start): PORT 0 (a free port) unless `env` names one.
 */
export function spawnBuiltServer(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  if (!isBuilt()) throw new Error(notBuilt);
  return spawn(process.execPath, serveArgs, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'site.db')}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Ends a server process and waits until it has exited. */
export function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/**
 * Starts the built server on a throw-away database and media folder, with `env` added to its
 * environment; with `logFile`, everything it prints (its log, one JSON line each) is written there.
 */
export async function startThrowawayServer(
  env: Record<string, string> = {},
  { logFile }: { logFile?: string } = {},
) {
  const dataDir = throwawayDataDir();
  const server = spawnBuiltServer(dataDir, env);
  if (logFile) {
    const log = createWriteStream(logFile);
    server.stdout?.pipe(log);
    server.stderr?.pipe(log);
  }
  const url = await waitForUrl(server);
  if (server.pid === undefined) throw new Error('The server process has no id');
  return {
    url,
    dataDir,
    /** The server's process id, for a benchmark that reads its memory. */
    pid: server.pid,
    /** Ends the server (its last words written) and deletes its data. */
    stop: async () => {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
