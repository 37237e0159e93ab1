/**
 * Run before each server test file. Its hooks are registered first, so they run after the file's
 * own (which close the file's servers first): then the file's media folder and databases go.
 */
import { afterAll } from 'vitest';
import { removeTestMediaDir } from './helpers';
import { dropTestDatabases } from './test-database';

// Longer than a test's own hook: on PostgreSQL a file may leave some seventy databases to drop.
afterAll(async () => {
  removeTestMediaDir();
  await dropTestDatabases();
}, 60_000);
