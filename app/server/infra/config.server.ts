/**
 * The one place the environment is read. Everything the server needs from the
 * outside world is parsed here with zod, so a missing or malformed setting
 * stops the start with one message naming it (see `ConfigError`).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type Business, defaultBusiness } from "~/content/business";
import { defaultIntakeUrls } from "~/content/intake";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/ }).optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** A SQLite file path (default), or a postgres:// URL for PostgreSQL (decision 0503). */
    DATABASE_URL: z.string().min(1).default("storage/app.db"),
    /** PostgreSQL only: connections this process keeps open. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    STORAGE_DIR: z.string().min(1).default("storage"),
    /**
     * Where uploads live (decision 0502): unset keeps them under STORAGE_DIR;
     * s3://bucket/prefix puts them in S3-compatible object storage, reached at
     * AWS_ENDPOINT_URL_S3 (Tigris, MinIO...; AWS itself when unset) with
     * AWS_REGION, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
     */
    STORAGE_URL: optionalText.pipe(z.string().regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, "must be s3://bucket or s3://bucket/prefix").optional()),
    AWS_ENDPOINT_URL_S3: optionalUrl,
    AWS_REGION: z.string().default("auto"),
    AWS_ACCESS_KEY_ID: optionalText,
    AWS_SECRET_ACCESS_KEY: optionalText,
    SESSION_SECRET: optionalText.refine(
      (value) => value === undefined || value.split(",").every((secret) => secret.trim().length >= 16),
      "every secret in the comma-separated list must be at least 16 characters",
    ),
    /** Test mode only: a file holding the milliseconds this process adds to the clock (app/server/infra/clock.server.ts). */
    TEST_CLOCK_FILE: optionalText,
    /** Test mode only: a shorter cut for a connection without a byte (server/connections.ts), so a test need not wait 30 s. */
    TEST_IDLE_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).optional(),
    /** Seals two-factor secrets at rest (decision 0350); comma-separated, the first seals, all open. */
    DATA_ENCRYPTION_KEY: optionalText.refine(
      (value) => value === undefined || value.split(",").every((key) => key.trim().length >= 32),
      "every key in the comma-separated list must be at least 32 characters (e.g. openssl rand -hex 32)",
    ),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(12, "must be at least 12 characters").optional(),
    ),
    SITE_URL: optionalUrl,
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: optionalText,
    RATE_LIMIT: z.enum(["on", "off"]).default("on"),
    /** Submissions one public form takes per hour from all visitors together (decision 0210). */
    FORM_CEILING_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(200),
    /** Express `trust proxy`: "false" (default), a hop count, or a list of subnets. */
    TRUST_PROXY: z.string().default("false"),
    /** Behind a trusted proxy that names the client in a header of its own (Fly: Fly-Client-IP). */
    CLIENT_IP_HEADER: optionalText,
    SUBMISSION_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
    /** Hiring: months an application that ended Not selected or Withdrawn is kept (decision 0601). */
    APPLICATION_RETENTION_MONTHS: z.coerce.number().int().positive().default(12),
    /** Newsletter copies sent per minute at most, across all instances (the SMTP provider's limit). */
    NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /** How often the job loop looks for due mail and jobs (decision 0020). */
    JOB_TICK_MS: z.coerce.number().int().min(50).max(3_600_000).optional(),
    // --- care requests (decisions 0610, 0612) ---
    /** Days an ended care request is kept (from when it became a client or stopped). */
    CARE_REQUEST_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
    /** Business minutes an urgent care request may stay New before it is overdue. */
    CARE_OVERDUE_MINUTES: z.coerce.number().int().positive().max(60 * 24 * 5).default(120),
    /** The office's working hours, Toronto time, Monday to Friday: "9-17". */
    CARE_BUSINESS_HOURS: z
      .string()
      .regex(/^\d{1,2}-\d{1,2}$/, "must be start-end hours, like 9-17")
      .refine((value) => {
        const [start, end] = value.split("-").map(Number) as [number, number];
        return start >= 0 && end <= 24 && start < end;
      }, "must be start-end hours within 0-24, start before end")
      .default("9-17"),
    LOG_REQUESTS: z.enum(["on", "off"]).default("on"),
    /** The rendered-page cache for anonymous visitors (decision 0405); "off" for a cold benchmark. */
    PAGE_CACHE: z.enum(["on", "off"]).default("on"),
    /** Its size cap in megabytes (all variants of all pages). */
    PAGE_CACHE_MB: z.coerce.number().int().min(1).max(1024).default(32),
    /** The agency's own page-view counting (decision 0902): "off" counts nothing. */
    PAGE_VIEW_COUNTING: z.enum(["on", "off"]).default("on"),
    // Business identity overrides (defaults: app/content/business.ts).
    BUSINESS_PHONE: optionalText,
    BUSINESS_SECONDARY_PHONE: optionalText,
    BUSINESS_EMAIL: optionalText.pipe(z.email().optional()),
    CAREERS_EMAIL: optionalText.pipe(z.email().optional()),
    OFFICE_NOTIFY_EMAIL: optionalText.pipe(z.email().optional()),
    BOOKING_URL: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
    STAFF_LOGIN_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    INTAKE_URLS: optionalText.superRefine((value, ctx) => {
      try {
        parseIntakeUrls(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
    /** Cookieless analytics script (e.g. Plausible-style); off unless set. */
    ANALYTICS_SCRIPT_URL: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
    ANALYTICS_SITE_ID: optionalText,
    // --- off-site replication (decision 0700): server.js checks the LITESTREAM_* settings and sets the REPLICATION_* ones ---
    LITESTREAM_REPLICA_URL: optionalText,
    /** What Litestream last reported, kept by the launcher (scripts/litestream.mjs). */
    REPLICATION_STATE_FILE: optionalText,
    /** The configuration Litestream runs with, for the restore check. */
    REPLICATION_CONFIG_FILE: optionalText,
    REPLICATION_LITESTREAM_BIN: optionalText,
    /** Shown on the system page: the release or image this server runs (Fly sets FLY_IMAGE_REF). */
    APP_VERSION: optionalText,
    FLY_IMAGE_REF: optionalText,
    /** s3://bucket/prefix: npm run db:backup and a daily job upload an encrypted copy there (PostgreSQL's own copy). */
    BACKUP_URL: optionalText.pipe(z.string().regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, "must be s3://bucket or s3://bucket/prefix").optional()),
    /** The age public keys the uploaded copies are encrypted for (default: LITESTREAM_AGE_RECIPIENTS). */
    BACKUP_AGE_RECIPIENTS: optionalText,
    LITESTREAM_AGE_RECIPIENTS: optionalText,
    BACKUP_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  })
  .superRefine((env, ctx) => {
    if (env.TEST_CLOCK_FILE && env.NODE_ENV !== "test") {
      ctx.addIssue({ code: "custom", path: ["TEST_CLOCK_FILE"], message: "is accepted only when NODE_ENV=test (it moves the server's clock)" });
    }
    if (env.TEST_IDLE_SOCKET_TIMEOUT_MS !== undefined && env.NODE_ENV !== "test") {
      ctx.addIssue({ code: "custom", path: ["TEST_IDLE_SOCKET_TIMEOUT_MS"], message: "is accepted only when NODE_ENV=test (it shortens a connection limit)" });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required when NODE_ENV=production (a comma-separated list of long random strings)",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
    if (env.BACKUP_URL && (!env.AWS_ACCESS_KEY_ID || !env.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: "custom", path: ["AWS_ACCESS_KEY_ID"], message: "is required with BACKUP_URL (the object storage's credentials)" });
    }
    const backupRecipients = (env.BACKUP_AGE_RECIPIENTS ?? env.LITESTREAM_AGE_RECIPIENTS ?? "").split(",").map((key) => key.trim()).filter(Boolean);
    if (backupRecipients.some((key) => !/^age1[02-9ac-hj-np-z]{58}$/.test(key))) {
      ctx.addIssue({ code: "custom", path: ["BACKUP_AGE_RECIPIENTS"], message: "each must be an age public key (age1...); npm run db:replica-key makes one" });
    }
    if (env.BACKUP_URL && env.NODE_ENV === "production" && !backupRecipients.length) {
      ctx.addIssue({ code: "custom", path: ["BACKUP_AGE_RECIPIENTS"], message: "is required with BACKUP_URL when NODE_ENV=production (the copy holds personal data; it leaves the machine encrypted)" });
    }
    if (env.STORAGE_URL && (!env.AWS_ACCESS_KEY_ID || !env.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"],
        message: "is required with STORAGE_URL (the object storage's credentials)",
      });
    }
  });

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export type Config = ReturnType<typeof parseConfig>;

/** Where the data lives: a SQLite file (one machine), or a PostgreSQL server (one or several). */
export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; poolSize: number };

export function parseDatabaseUrl(value: string, poolSize: number): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(value)) return { kind: "postgres", url: value, poolSize };
  if (value === ":memory:") return { kind: "sqlite", file: value };
  return { kind: "sqlite", file: path.resolve(value.replace(/^(sqlite|file):(\/\/)?/, "")) };
}

/** S3-compatible object storage for uploads, when STORAGE_URL names a bucket. */
export interface ObjectStorageTarget {
  bucket: string;
  /** Key prefix, without a leading or trailing slash ("" for none). */
  prefix: string;
  /** Path-style requests to this endpoint; virtual-hosted AWS S3 when undefined. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function parseObjectStorage(raw: {
  STORAGE_URL?: string;
  AWS_ENDPOINT_URL_S3?: string;
  AWS_REGION: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
}): ObjectStorageTarget | undefined {
  if (!raw.STORAGE_URL) return undefined;
  const url = new URL(raw.STORAGE_URL);
  return {
    bucket: url.hostname,
    prefix: url.pathname.replace(/^\/+|\/+$/g, ""),
    endpoint: raw.AWS_ENDPOINT_URL_S3?.replace(/\/+$/, ""),
    region: raw.AWS_REGION,
    accessKeyId: raw.AWS_ACCESS_KEY_ID ?? "",
    secretAccessKey: raw.AWS_SECRET_ACCESS_KEY ?? "",
  };
}

export function parseConfig(env: Record<string, string | undefined>) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const raw = result.data;
  const production = raw.NODE_ENV === "production";
  const storageDir = path.resolve(raw.STORAGE_DIR);
  const objectStorage = parseObjectStorage(raw);
  const database = parseDatabaseUrl(raw.DATABASE_URL, raw.DATABASE_POOL_SIZE);
  return {
    production,
    port: raw.PORT,
    host: raw.HOST,
    database,
    storageDir,
    objectStorage,
    sessionSecrets: raw.SESSION_SECRET?.split(",").map((s) => s.trim()),
    dataEncryptionKeys: raw.DATA_ENCRYPTION_KEY?.split(",").map((s) => s.trim()),
    /** NODE_ENV=test: the test clock is accepted and password hashes are cheap (decision 0323). */
    testMode: raw.NODE_ENV === "test",
    testClockFile: raw.NODE_ENV === "test" ? raw.TEST_CLOCK_FILE : undefined,
    /** Undefined outside test mode: the connection limits' own 30 s hold. */
    idleSocketTimeoutMs: raw.NODE_ENV === "test" ? raw.TEST_IDLE_SOCKET_TIMEOUT_MS : undefined,
    firstAdmin: raw.ADMIN_EMAIL && raw.ADMIN_PASSWORD
      ? { email: raw.ADMIN_EMAIL, password: raw.ADMIN_PASSWORD }
      : undefined,
    siteUrl: new URL(raw.SITE_URL ?? `http://localhost:${raw.PORT || 3000}`).origin,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    rateLimit: raw.RATE_LIMIT === "on",
    formCeilingPerHour: raw.FORM_CEILING_PER_HOUR,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    clientIpHeader: parseTrustProxy(raw.TRUST_PROXY) === false ? undefined : raw.CLIENT_IP_HEADER?.toLowerCase(),
    submissionRetentionDays: raw.SUBMISSION_RETENTION_DAYS,
    applicationRetentionMonths: raw.APPLICATION_RETENTION_MONTHS,
    newsletterRatePerMinute: raw.NEWSLETTER_RATE_PER_MINUTE,
    /** 5 s; 250 ms in test mode, so a moved test clock moves the jobs without waiting. */
    jobTickMs: raw.JOB_TICK_MS ?? (raw.NODE_ENV === "test" ? 250 : 5_000),
    careRequests: {
      retentionDays: raw.CARE_REQUEST_RETENTION_DAYS,
      overdue: {
        minutes: raw.CARE_OVERDUE_MINUTES,
        hours: { startHour: Number(raw.CARE_BUSINESS_HOURS.split("-")[0]), endHour: Number(raw.CARE_BUSINESS_HOURS.split("-")[1]) },
      },
    },
    logRequests: raw.LOG_REQUESTS === "on",
    pageCache: raw.PAGE_CACHE === "on" ? { maxBytes: raw.PAGE_CACHE_MB * 1024 * 1024 } : null,
    pageViewCounting: raw.PAGE_VIEW_COUNTING === "on",
    business: {
      ...defaultBusiness,
      phone: raw.BUSINESS_PHONE ?? defaultBusiness.phone,
      secondaryPhone: raw.BUSINESS_SECONDARY_PHONE ?? defaultBusiness.secondaryPhone,
      email: raw.BUSINESS_EMAIL ?? defaultBusiness.email,
      careersEmail: raw.CAREERS_EMAIL ?? defaultBusiness.careersEmail,
      bookingUrl: raw.BOOKING_URL ?? defaultBusiness.bookingUrl,
      staffLoginUrl: raw.STAFF_LOGIN_URL ?? defaultBusiness.staffLoginUrl,
    } satisfies Business,
    officeNotifyEmail: raw.OFFICE_NOTIFY_EMAIL ?? raw.BUSINESS_EMAIL ?? defaultBusiness.email,
    intakeUrls: { ...defaultIntakeUrls, ...parseIntakeUrls(raw.INTAKE_URLS) },
    /** Litestream's replica of the SQLite database; `runningUnder` once server.js started the server under Litestream. */
    replication:
      raw.LITESTREAM_REPLICA_URL && database.kind === "sqlite"
        ? {
            replicaUrl: raw.LITESTREAM_REPLICA_URL,
            runningUnder:
              raw.REPLICATION_STATE_FILE && raw.REPLICATION_CONFIG_FILE && raw.REPLICATION_LITESTREAM_BIN
                ? { stateFile: raw.REPLICATION_STATE_FILE, configFile: raw.REPLICATION_CONFIG_FILE, binary: raw.REPLICATION_LITESTREAM_BIN }
                : null,
          }
        : null,
    version: raw.APP_VERSION ?? raw.FLY_IMAGE_REF,
    /** Where npm run db:backup and the daily off-site job upload their encrypted copy (decision 0700); null: nowhere. */
    offsiteBackup: raw.BACKUP_URL
      ? {
          target: parseObjectStorage({ ...raw, STORAGE_URL: raw.BACKUP_URL })!,
          recipients: (raw.BACKUP_AGE_RECIPIENTS ?? raw.LITESTREAM_AGE_RECIPIENTS ?? "").split(",").map((key) => key.trim()).filter(Boolean),
          retentionDays: raw.BACKUP_RETENTION_DAYS,
        }
      : null,
    analytics: raw.ANALYTICS_SCRIPT_URL
      ? { scriptUrl: raw.ANALYTICS_SCRIPT_URL, siteId: raw.ANALYTICS_SITE_ID ?? new URL(raw.SITE_URL ?? "http://localhost").hostname }
      : null,
  };
}

/** "peel-region=https://a.example/x,york-region=https://b.example/y" */
function parseIntakeUrls(value: string | undefined): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const pair of value?.split(",") ?? []) {
    if (!pair.trim()) continue;
    const [key, url] = pair.split(/=(.*)/s).map((part) => part.trim());
    if (!key || !url || !/^https:\/\//.test(url) || !URL.canParse(url)) {
      throw new Error(`expected key=https-url pairs separated by commas, got "${pair.trim()}"`);
    }
    urls[key] = url;
  }
  return urls;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "false" || value === "") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

let current: Config | undefined;

/** The parsed configuration of this process (parsed once, on first use). */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/**
 * Session secrets: from SESSION_SECRET, else (outside production) a random
 * secret generated once and kept under storage/, so sessions survive restarts.
 */
export function sessionSecrets(): string[] {
  const { sessionSecrets: configured, storageDir } = config();
  if (configured?.length) return configured;
  const file = path.join(storageDir, "session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(storageDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  return [fs.readFileSync(file, "utf8").trim()];
}
