/**
 * Server configuration from environment variables, validated once at start-up so a bad value
 * stops the server with a message naming the variable (see `.env.example`).
 */
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const databaseUrl = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((url) => url.startsWith('sqlite:'), {
    message: 'must be a SQLite location such as sqlite:data/site.db (or sqlite::memory: for tests)',
  });

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: databaseUrl.default('sqlite:data/site.db'),
  MEDIA_DIR: z.string().trim().min(1, 'must not be empty').default('data/media'),
  ADMIN_USERNAME: z.string().trim().min(3, 'must be at least 3 characters').default('admin'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be a full http(s) URL such as https://www.example.com' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** A SQLite file path, or ':memory:'. */
  databaseFile: string;
  mediaDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  publicOrigin: string;
  logLevel: string;
  /** The built browser app (index.html and assets); absent in development, where Vite serves it. */
  clientDir: string;
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
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.')} ${issue.message} (got "${present[String(issue.path[0])] ?? ''}")`,
      ),
    );
  }
  const values = parsed.data;
  const location = values.DATABASE_URL.slice('sqlite:'.length);
  return {
    port: values.PORT,
    host: values.HOST,
    databaseFile: location === ':memory:' ? location : path.resolve(location),
    mediaDir: path.resolve(values.MEDIA_DIR),
    adminUsername: values.ADMIN_USERNAME,
    adminPassword: values.ADMIN_PASSWORD,
    publicOrigin: (values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    logLevel: values.LOG_LEVEL,
    clientDir: path.resolve('dist/client'),
  };
}
