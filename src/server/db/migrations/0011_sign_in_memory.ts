import type { Kysely } from 'kysely';

/**
 * What sign-in remembers between attempts, in the database so every server process sees it:
 * the client addresses each account recently signed in from (accounts/sign-in-limits.ts: they
 * are never turned away when the whole site is flooded with failures), and the wrong two-factor
 * codes entered for an account since its last sign-in, which that sign-in then reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('known_sign_in_clients')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The address as the per-address limits key it (an IPv6 one by its network).
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('signed_in_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_sign_in_clients_pk', ['user_id', 'client_key'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('failed_codes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('failed_codes_first_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('failed_codes_last_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['failed_codes_last_at', 'failed_codes_first_at', 'failed_codes']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('known_sign_in_clients').execute();
}
