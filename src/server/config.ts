/**
 * Server configuration from environment variables, validated once at start-up so a bad value
 * stops the server with a message naming the variable (see `.env.example`).
 */
import path from 'node:path';
import { z } from 'zod';
import { adminPasswordMinLength, passwordMaxLength } from '../api/limits';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const databaseUrl = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((url) => url.startsWith('sqlite:') || /^postgres(ql)?:\/\/./.test(url), {
    message:
      'must be a SQLite location such as sqlite:data/site.db (or sqlite::memory: for tests), or a PostgreSQL URL such as postgres://user:password@host:5432/database',
  });

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;
const defaultSessionIdleHours = 8;
const defaultSessionMaxDays = 7;
/** A year of audit events: long enough to answer "who changed this last spring?". */
const defaultAuditRetentionDays = 365;
/** A gigabyte left free: room for the database's journal, logs and the system's own writes. */
const defaultFreeSpaceMarginMb = 1024;
const mb = 1024 * 1024;
export const defaultFreeSpaceMarginBytes = defaultFreeSpaceMarginMb * mb;
export const defaultSessionIdleMs = defaultSessionIdleHours * hourMs;
export const defaultSessionMaxMs = defaultSessionMaxDays * dayMs;

// Capped at a year, so a slip such as an extra zero cannot make sessions that practically never end.
const duration = (unit: string, max: number) =>
  z.coerce
    .number({ error: `must be a number of ${unit}` })
    .positive(`must be more than 0 ${unit}`)
    .max(max, `must be at most ${max} ${unit}`);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: databaseUrl.default('sqlite:data/site.db'),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 100')
    .max(100, 'must be between 1 and 100')
    .default(10),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  MEDIA_DIR: z.string().trim().min(1, 'must not be empty').default('data/media'),
  ADMIN_USERNAME: z.string().trim().min(3, 'must be at least 3 characters').default('admin'),
  ADMIN_PASSWORD: z
    .string()
    .min(adminPasswordMinLength, `must be at least ${adminPasswordMinLength} characters`)
    .max(passwordMaxLength, `must be at most ${passwordMaxLength} characters`)
    .optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be a full http(s) URL such as https://www.example.com' })
    .optional(),
  SESSION_IDLE_HOURS: duration('hours', 24 * 366).default(defaultSessionIdleHours),
  SESSION_MAX_DAYS: duration('days', 366).default(defaultSessionMaxDays),
  AUDIT_RETENTION_DAYS: duration('days', 3660).default(defaultAuditRetentionDays),
  FIELD_VITALS_SAMPLE_PERCENT: z.coerce
    .number({ error: 'must be a percentage' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .default(100),
  FIELD_VITALS_PER_CLIENT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number of beacons' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(120),
  FREE_SPACE_MARGIN_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .min(0, 'must be 0 or more megabytes')
    .max(1024 * 1024, 'must be at most 1048576 megabytes')
    .default(defaultFreeSpaceMarginMb),
  VITE_GA_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]+$/, { message: 'must be a Google Analytics measurement ID such as G-ABC123' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(false|true|\d+|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, {
      message: 'must be false, true, a number of proxy hops, or proxy addresses separated by commas',
    })
    .default('false'),
});

/**
 * Where the rows live: an embedded SQLite file (one server process), or a PostgreSQL database that
 * any number of server processes share.
 */
export type DatabaseLocation =
  | { dialect: 'sqlite' /** A file path, or ':memory:'. */; file: string }
  | {
      dialect: 'postgres';
      url: string /** Connections each process keeps open at most. */;
      poolSize: number;
    };

/** A database that goes with its process: nothing to back up, nothing beside it on disk. */
export const isThrowaway = (database: DatabaseLocation): boolean =>
  database.dialect === 'sqlite' && database.file === ':memory:';

export interface Config {
  port: number;
  host: string;
  database: DatabaseLocation;
  /**
   * The server's own files: backups and the first administrator's password. DATA_DIR, or else the
   * SQLite file's folder (the working folder for one in memory), or `data` beside PostgreSQL.
   */
  dataDir: string;
  mediaDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  /**
   * The site's public address (canonical links, sitemap). Null (not in production): a request's own
   * when it names this machine, else http://localhost at the port (src/server/public-origin.ts).
   */
  publicOrigin: string | null;
  /** A session ends after this long without a request. */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however busy. */
  sessionMaxMs: number;
  /** Audit events older than this many days are deleted by the hourly prune. */
  auditRetentionDays: number;
  /** Free disk space an upload or a backup must leave behind, or it is refused. */
  freeSpaceMarginBytes: number;
  /** The share of page views whose web vitals are counted (0 to 1); the rest are answered and dropped. */
  fieldVitalsSample: number;
  /** How many web-vitals beacons one client address may send a minute (all a building's visitors may share one). */
  fieldVitalsPerClient: number;
  logLevel: string;
  /** The analytics measurement ID the app was built with; the content policy then admits Google's hosts. */
  analyticsId: string | undefined;
  /**
   * Which `X-Forwarded-For` hops to believe for the client's address (login throttling keys on
   * it): none by default, since a client can write that header itself.
   */
  trustProxy: boolean | number | string;
  /** The built browser app (index.html and assets); absent in development, where Vite serves it. */
  clientDir: string;
  /** The server build of the app (its render function). */
  serverDir: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from an environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${issue.path.join('.')} ${issue.message} (got "${present[String(issue.path[0])] ?? ''}")`,
      );
  // Links are written with the public address; without one they would name whatever Host a
  // client sent, which only a development machine may fall back on.
  if (present.NODE_ENV === 'production' && present.PUBLIC_ORIGIN === undefined) {
    problems.push(
      'PUBLIC_ORIGIN must be set when NODE_ENV is production: the site’s public address, such as https://www.example.com',
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;
  const database = databaseLocationOf(values.DATABASE_URL, values.DATABASE_POOL_SIZE);
  return {
    port: values.PORT,
    host: values.HOST,
    database,
    dataDir: path.resolve(values.DATA_DIR ?? dataDirBeside(database)),
    mediaDir: path.resolve(values.MEDIA_DIR),
    adminUsername: values.ADMIN_USERNAME,
    adminPassword: values.ADMIN_PASSWORD,
    publicOrigin: values.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? null,
    sessionIdleMs: values.SESSION_IDLE_HOURS * hourMs,
    sessionMaxMs: values.SESSION_MAX_DAYS * dayMs,
    auditRetentionDays: values.AUDIT_RETENTION_DAYS,
    freeSpaceMarginBytes: Math.round(values.FREE_SPACE_MARGIN_MB * mb),
    fieldVitalsSample: values.FIELD_VITALS_SAMPLE_PERCENT / 100,
    fieldVitalsPerClient: values.FIELD_VITALS_PER_CLIENT_PER_MINUTE,
    logLevel: values.LOG_LEVEL,
    analyticsId: values.VITE_GA_ID,
    trustProxy: trustProxyOf(values.TRUST_PROXY),
    clientDir: path.resolve('dist/client'),
    serverDir: path.resolve('dist/server'),
  };
}

/** The SQLite file's folder; the working folder for a database in memory; `data` beside PostgreSQL. */
export function dataDirBeside(database: DatabaseLocation): string {
  if (database.dialect === 'postgres') return 'data';
  return database.file === ':memory:' ? '.' : path.dirname(database.file);
}

function databaseLocationOf(url: string, poolSize: number): DatabaseLocation {
  if (!url.startsWith('sqlite:')) return { dialect: 'postgres', url, poolSize };
  const file = url.slice('sqlite:'.length);
  return { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

function trustProxyOf(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
