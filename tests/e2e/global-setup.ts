/** Starts the built product once for the whole browser-test run (scripts/throwaway-server.ts). */
import { startThrowawayServer } from '../../scripts/throwaway-server';

/** The administrator the server creates on its first start, for the tests to sign in with. */
const adminUsername = 'admin';
const adminPassword = 'e2e-admin-password-0001';

export default async function globalSetup() {
  const server = await startThrowawayServer({
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: adminPassword,
    // Every test's browser is the one loopback client: its page views' web vitals are all taken.
    FIELD_VITALS_PER_CLIENT_PER_MINUTE: '1000000',
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_ADMIN_USERNAME = adminUsername;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  return async () => server.stop();
}
