/**
 * Starts the built product once for the whole run: a real server process on a free port, with a
 * database and media folder of its own that are deleted afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function waitForUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Site:\s+(http\S+?)\/?\s/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
}

/** The administrator the server creates on its first start, for the tests to sign in with. */
const adminUsername = 'admin';
const adminPassword = 'e2e-admin-password-0001';

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'site.db')}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPassword,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.env.E2E_BASE_URL = await waitForUrl(server);
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ADMIN_USERNAME = adminUsername;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  return async () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
