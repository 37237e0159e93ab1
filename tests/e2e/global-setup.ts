/**
 * Starts the built product once for the whole browser-test run (scripts/throwaway-server.ts), its
 * every request logged to a file; the run fails if the server logged a warning or an error.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { startThrowawayServer } from '../../scripts/throwaway-server';
import { serverComplaints, serverLogFile } from './server-log';

/** The administrator the server creates on its first start, for the tests to sign in with. */
const adminUsername = 'admin';
const adminPassword = 'e2e-admin-password-0001';

export default async function globalSetup() {
  mkdirSync(dirname(serverLogFile), { recursive: true });
  const server = await startThrowawayServer(
    {
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPassword,
      // Every test's browser is the one loopback client: its page views' web vitals are all taken.
      FIELD_VITALS_PER_CLIENT_PER_MINUTE: '1000000',
      // Every request, for a test to read what its browser cannot see (tests/e2e/server-log.ts).
      LOG_LEVEL: 'info',
    },
    { logFile: serverLogFile },
  );
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_ADMIN_USERNAME = adminUsername;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  return async () => {
    await server.stop();
    // A warning or an error is a fault on the server (a failed write, a second answer to one
    // request…) even when the page a test watched looked right.
    const complaints = serverComplaints();
    if (complaints.length > 0)
      throw new Error(
        `The server logged ${complaints.length} warnings or errors during the browser tests (${serverLogFile}):\n` +
          complaints.slice(0, 20).join('\n'),
      );
  };
}
