/** The database tables as Kysely sees them; each migration that changes a table updates this. */
import type { Generated } from 'kysely';
import type { Role } from '../../api/users';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}

/** Times are ISO 8601 UTC text (`Date.prototype.toISOString`). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** `scrypt$…` (see accounts/passwords.ts); never leaves the server. */
  password_hash: string;
  full_name: Generated<string>;
  email: Generated<string>;
  role: Role;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token, base64url. */
  token_hash: string;
  user_id: number;
  created_at: string;
  /** Absolute end, fixed at sign-in. */
  expires_at: string;
  last_used_at: string;
}
