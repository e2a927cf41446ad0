import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The one place that reads the environment. A bad value stops the process with a clear message.
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated setting: its non-empty parts, each checked by `item`. */
const commaList = (item: z.ZodString) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanString.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((v) => {
      if (!URL.canParse(v)) return true;
      const u = new URL(v);
      return u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
    }, 'must be a bare origin such as https://example.com (no path, query or credentials)')
    .optional(),
  TRUST_PROXY: commaList(
    z
      .string()
      .regex(
        /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/,
        'must list IP addresses, CIDR ranges or loopback, linklocal, uniquelocal',
      ),
  ).optional(),
  OIDC_ALLOW_PRIVATE_ISSUERS: booleanString.optional(),
  DNS_SERVERS: commaList(
    z
      .string()
      .refine(
        isDnsServer,
        'must list IP addresses, each with an optional port (1.1.1.1, 10.0.0.2:5353, [::1]:53)',
      ),
  ).optional(),
  PLATFORM_ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  PLATFORM_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  jwtSecret: string;
  seedDemo: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  webDistDir: string | undefined;
  /** The public origin every link in an e-mail is built from; a company's links add its subdomain. */
  publicUrl: string;
  /** Proxies whose X-Forwarded-For is believed; empty means the socket's address is the client. */
  trustProxy: string[];
  /** Lets OpenID Connect issuers live on loopback or private addresses (local test providers). */
  oidcAllowPrivateIssuers: boolean;
  /** The DNS servers custom domains are verified against; undefined uses the system's. */
  dnsServers: string[] | undefined;
  /** Creates this platform super administrator at start when absent (never resets a password). */
  platformAdmin: { email: string; password: string } | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) =>
        `  ${String(i.path[0])}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.PLATFORM_ADMIN_EMAIL === undefined) !== (e.PLATFORM_ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  PLATFORM_ADMIN_EMAIL: set PLATFORM_ADMIN_PASSWORD with it (both or neither)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    trustProxy: e.TRUST_PROXY ?? [],
    oidcAllowPrivateIssuers: e.OIDC_ALLOW_PRIVATE_ISSUERS ?? false,
    dnsServers: e.DNS_SERVERS?.length ? e.DNS_SERVERS : undefined,
    platformAdmin:
      e.PLATFORM_ADMIN_EMAIL && e.PLATFORM_ADMIN_PASSWORD
        ? { email: e.PLATFORM_ADMIN_EMAIL.toLowerCase(), password: e.PLATFORM_ADMIN_PASSWORD }
        : undefined,
  };
}

// What node:dns `setServers` takes: an address, an IPv4 address with a port, or [IPv6]:port.
function isDnsServer(value: string): boolean {
  if (isIP(value)) return true;
  const bracketed = /^\[([0-9a-fA-F:.]+)\]:(\d{1,5})$/.exec(value);
  const withPort = bracketed ?? /^([\d.]+):(\d{1,5})$/.exec(value);
  if (!withPort) return false;
  const port = Number(withPort[2]);
  return isIP(withPort[1] ?? '') !== 0 && port > 0 && port < 65536;
}

// A secret generated on first start and kept in DATA_DIR, so tokens survive restarts.
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length < 32) {
      throw new ConfigError(
        `Invalid configuration:\n  JWT_SECRET: the secret kept in ${file} is shorter than 32 characters; delete the file to generate a new one`,
      );
    }
    return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
