import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';
import { DEMO_PASSWORD } from './demo/demo-password.ts';
import { parseClockSetting } from './clock.ts';

const optionalFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));
const flag = (fallback: boolean) => optionalFlag.transform((value) => value ?? fallback);

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(10),
  DATABASE_NAMED_STATEMENTS: flag(true),
  KAJ_SERVER_PROCESSES: z.coerce.number().int().min(1).max(256).optional(),
  KAJ_DATA_DIR: z.string().default('data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET skal være mindst 32 tegn').optional(),
  TOKEN_LIFETIME_MINUTES: z.coerce.number().int().positive().default(480),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().max(24 * 31).default(12),
  KAJ_AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  KAJ_RECALC_INLINE_LIMIT: z.coerce.number().int().min(0).max(100000).default(50),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kaj <noreply@kaj.example>'),
  APP_URL: z.string().url().optional(),
  KAJ_COMPANY_NAME: z.string().default('Østersø Færger A/S'),
  KAJ_DEMO: optionalFlag,
  KAJ_ADMIN_EMAIL: z.string().email().optional(),
  KAJ_ADMIN_PASSWORD: z.string().optional(),
  KAJ_ALLOW_TRADE_SHIFTS: flag(true),
  KAJ_ALLOW_RESTHOUR_APPROVALS: flag(true),
  KAJ_ALLOW_TIME_REGISTRATION: flag(true),
  KAJ_ALLOW_MILAGE_REGISTRATION: flag(true),
  KAJ_ALLOW_PASSWORD_RESET: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  KAJ_WEB_DIST: z.string().optional(),
  KAJ_NOW: z
    .string()
    .optional()
    .refine((value) => value === undefined || !Number.isNaN(parseClockSetting(value)), 'KAJ_NOW skal være et tidspunkt, f.eks. 2026-12-01T08:00 (københavnsk tid)'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL at most. */
  databasePoolSize: number;
  /** Short statements are named and planned once per connection (named-statements.ts); off behind a pooler that carries neither prepared statements nor session settings. */
  databaseNamedStatements: boolean;
  /** Server processes on this machine, sharing the port and nothing else but PostgreSQL; PGlite: one. */
  serverProcesses: number;
  dataDir: string;
  jwtSecret: string | undefined;
  tokenLifetimeMinutes: number;
  /** How long a session lasts from sign-in; renewing cannot pass it. */
  sessionMaxHours: number;
  /** Requests a minute per address (and per account) to the calls that take or send a password. */
  authRateLimitPerMinute: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  companyName: string;
  /** Seed the demo company into an empty database: by default on PGlite, never in production. */
  demoData: boolean;
  /** NODE_ENV=production: no demo data, no demo passwords. */
  production: boolean;
  firstAdmin: { email: string; password: string } | undefined;
  features: {
    allowTradeShifts: boolean;
    allowResthourApprovals: boolean;
    allowTimeRegistration: boolean;
    allowMilageRegistration: boolean;
    allowPasswordReset: boolean;
  };
  /** A configuration change touching at most this many employments recalculates in its own transaction; more run as a job. */
  recalcInlineLimit: number;
  logLevel: string;
  /** Check every answer against the contract's response schema (tests and development). */
  checkResponses: boolean;
  webDist: string;
  /** The business clock's instant at start (`KAJ_NOW`), from which it runs on; null: the real clock. */
  now: number | null;
}

/** Reads the environment once; an invalid value stops the start with a message naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (compose files pass `${X:-}` through).
  const parsed = environment.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Ugyldig konfiguration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const demoData = e.KAJ_DEMO ?? (!e.DATABASE_URL && !production);
  if (production && demoData) throw new Error(`Ugyldig konfiguration: KAJ_DEMO: demodata (password ${DEMO_PASSWORD}) lægges ikke ind, når NODE_ENV=production`);
  if (!e.DATABASE_URL && (e.KAJ_SERVER_PROCESSES ?? 1) > 1) throw new Error('Ugyldig konfiguration: KAJ_SERVER_PROCESSES: PGlite kører i én proces; flere serverprocesser kræver DATABASE_URL');
  if (production && e.KAJ_ADMIN_PASSWORD === DEMO_PASSWORD) throw new Error('Ugyldig konfiguration: KAJ_ADMIN_PASSWORD: demopasswordet bruges ikke, når NODE_ENV=production');
  const baseDir = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseNamedStatements: e.DATABASE_NAMED_STATEMENTS,
    serverProcesses: e.KAJ_SERVER_PROCESSES ?? (e.DATABASE_URL ? availableParallelism() : 1),
    dataDir: path.isAbsolute(e.KAJ_DATA_DIR) ? e.KAJ_DATA_DIR : path.resolve(baseDir, e.KAJ_DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    tokenLifetimeMinutes: e.TOKEN_LIFETIME_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    authRateLimitPerMinute: e.KAJ_AUTH_RATE_LIMIT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    companyName: e.KAJ_COMPANY_NAME,
    demoData,
    production,
    firstAdmin: e.KAJ_ADMIN_EMAIL && e.KAJ_ADMIN_PASSWORD ? { email: e.KAJ_ADMIN_EMAIL, password: e.KAJ_ADMIN_PASSWORD } : undefined,
    features: {
      allowTradeShifts: e.KAJ_ALLOW_TRADE_SHIFTS,
      allowResthourApprovals: e.KAJ_ALLOW_RESTHOUR_APPROVALS,
      allowTimeRegistration: e.KAJ_ALLOW_TIME_REGISTRATION,
      allowMilageRegistration: e.KAJ_ALLOW_MILAGE_REGISTRATION,
      allowPasswordReset: e.KAJ_ALLOW_PASSWORD_RESET,
    },
    recalcInlineLimit: e.KAJ_RECALC_INLINE_LIMIT,
    logLevel: e.LOG_LEVEL,
    checkResponses: e.NODE_ENV !== undefined && !production,
    webDist: e.KAJ_WEB_DIST ? path.resolve(baseDir, e.KAJ_WEB_DIST) : path.join(repoRoot, 'web', 'dist'),
    now: e.KAJ_NOW === undefined ? null : parseClockSetting(e.KAJ_NOW),
  };
}
