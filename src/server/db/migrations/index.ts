import type { Migration } from 'kysely';

/**
 * Every schema change, in order. Names sort in the order they apply; a migration is never edited
 * once it has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {};
