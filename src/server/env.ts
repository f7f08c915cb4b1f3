import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { StartError } from './start-error';

/** Configuration: environment variables with safe defaults for the embedded mode (DECISIONS.md "Running it"). */
const EnvSchema = z.object({
  /** Unset for `npm start` on a workstation (demo data, generated secret); production requires AUTH_SECRET. */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('data'),
  /** Folder of the built SPA. */
  CLIENT_DIR: z.string().default('dist/client'),
  DATABASE_URL: z.string().optional(),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Voltara Test Equipment <no-reply@voltara.test>'),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /** Number of proxies in front of the server whose X-Forwarded-For entries are trusted (0: use the socket). */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Maximum request body in bytes for JSON endpoints. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Upload storage: an S3-compatible bucket when the first four are set, else the folder `${DATA_DIR}/uploads`. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
});

export type Env = z.infer<typeof EnvSchema> & {
  /** The site's address without a trailing slash (loadEnv drops it): every link is `${APP_URL}/path`. */
  APP_URL: string;
  DATABASE_URL: string;
  AUTH_SECRET: string;
  isProduction: boolean;
  isDevelopment: boolean;
};

function persistedSecret(dataDir: string): string {
  const file = resolve(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new StartError(`Configuration: ${problems}. See the README, section "Configuration".`);
  }
  const parsed = result.data;
  const isProduction = parsed.NODE_ENV === 'production';
  if (isProduction && !parsed.AUTH_SECRET) {
    throw new StartError('AUTH_SECRET is required with NODE_ENV=production (32 characters or more). See the README, section "Configuration".');
  }
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    DATABASE_URL: parsed.DATABASE_URL ?? `file:${resolve(dataDir, 'voltara.db')}`,
    AUTH_SECRET: parsed.AUTH_SECRET ?? persistedSecret(dataDir),
    isProduction,
    isDevelopment: parsed.NODE_ENV === 'development',
  };
}
