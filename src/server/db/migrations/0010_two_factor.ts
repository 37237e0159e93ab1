import { type Kysely, sql } from 'kysely';

/**
 * Two-factor sign-in (accounts/two-factor.ts): each user's authenticator secret and the last time
 * step a code was accepted for, their single-use recovery codes, the challenges a correct password
 * leaves waiting for a code, and the site's switch requiring it of administrators.
 *
 * The secrets are kept as they are, not hashed like session tokens: the server must read a secret
 * back to compute each code. Encrypting them would need a key kept apart from the database and its
 * backups, which this site has nowhere to keep (a key in the data folder sits beside the backups).
 * A copy of the database alone still signs no one in: the password is needed too, and only its
 * scrypt hash is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('two_factor_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('two_factor_pending_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('two_factor_enabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('two_factor_last_step', 'integer').execute();

  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the code: random 50-bit codes need no slow hash.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('two_factor_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('two_factor_challenges')
    // SHA-256 of the challenge token, as for sessions.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_user_id')
    .on('two_factor_challenges')
    .column('user_id')
    .execute();

  await db.schema
    .alterTable('site_settings')
    .addColumn('require_two_factor', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`require_two_factor in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('require_two_factor').execute();
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  for (const column of [
    'two_factor_last_step',
    'two_factor_enabled_at',
    'two_factor_pending_secret',
    'two_factor_secret',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
