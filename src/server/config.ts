import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SOCIAL_SERVICES, type SocialLinks, type SocialService } from '../shared/social';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const opt = z.preprocess(emptyToUndefined, z.string().optional());
/** An optional absolute http(s) URL (a link the site shows). */
const optUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+$/, 'must be an http(s) URL')
    .optional(),
);

/** Environment variables, parsed in one place (docs/accounts.md#running-and-testing, configuration table). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: opt,
  SMTP_URL: opt,
  MAIL_FROM: opt,
  JWT_SECRET: opt,
  DUPLICATE_HASH_SECRET: opt,
  JWT_TTL_HOURS: z.coerce.number().positive().default(24),
  PUBLIC_URL: opt,
  ADMIN_EMAIL: z.string().default('admin@example.com'),
  ADMIN_PASSWORD: opt,
  REG_NO_PREFIX: z.string().default('CM'),
  SITE_NAME: z.string().default('Sumangala Matrimony'),
  COMPANY_NAME: z.string().default('Sumangala Matrimony Services'),
  CONTACT_EMAIL: z.string().default('support@example.com'),
  CONTACT_EMAIL_2: z.string().default('info@example.com'),
  CONTACT_PHONE: z.string().default('+91 80 4000 0000'),
  SOCIAL_FACEBOOK_URL: optUrl,
  SOCIAL_TWITTER_URL: optUrl,
  SOCIAL_LINKEDIN_URL: optUrl,
  SOCIAL_YOUTUBE_URL: optUrl,
  LOG_LEVEL: z.string().default('info'),
  NODE_ENV: z.string().default('development'),
  SLOW_REQUEST_MS: z.coerce.number().int().positive().default(1000),
  WEB_ROOT: z.string().default('dist/web'),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')),
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  PHOTO_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(30),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(12_000),
  RAZORPAY_KEY_ID: opt,
  RAZORPAY_KEY_SECRET: opt,
  RAZORPAY_WEBHOOK_SECRET: opt,
  RAZORPAY_API_URL: opt,
  TEST_GATEWAY: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).optional()),
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  MSG91_AUTH_KEY: opt,
  MSG91_SENDER_ID: opt,
  MSG91_OTP_TEMPLATE_ID: opt,
  MSG91_DLT_TEMPLATE_ID: opt,
  MSG91_API_URL: opt,
  SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PROMO_CODES: z.string().default(''),
  PROMO_DISCOUNT_PAISE: z.coerce.number().int().nonnegative().default(10000),
  COMMISSION_REGISTRATION_PAISE: z.coerce.number().int().nonnegative().default(10000),
  COMMISSION_RENEWAL_PAISE: z.coerce.number().int().nonnegative().default(10000),
  COMMISSION_ASSISTANCE_PAISE: z.coerce.number().int().nonnegative().default(10000),
  GSTIN: opt,
  GST_STATE: opt,
  GST_SAC: z.string().default('998599'),
  GRIEVANCE_OFFICER_NAME: z.string().default('Grievance Officer'),
  GRIEVANCE_OFFICER_EMAIL: z.string().default('grievance@example.com'),
  GRIEVANCE_OFFICER_PHONE: z.string().default('+91 80 4000 0000'),
  GRIEVANCE_OFFICER_ADDRESS: z.string().default('Bengaluru, Karnataka'),
  GRIEVANCE_DAYS: z.coerce.number().int().positive().max(90).default(30),
  JOBS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  S3_BUCKET: opt,
  S3_ENDPOINT: opt,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: opt,
  S3_SECRET_ACCESS_KEY: opt,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  STORAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  REDIS_URL: opt,
  REDIS_TIMEOUT_MS: z.coerce.number().int().positive().default(500),
  METRICS_TOKEN: opt,
  VAPID_PUBLIC_KEY: opt,
  VAPID_PRIVATE_KEY: opt,
  VAPID_SUBJECT: opt,
  PUSH_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  PUSH_CA_FILE: opt,
});

/**
 * Which `X-Forwarded-For` hops to believe (decision 010): 'false' none; a number N the N nearest proxies
 * ('true' means 1, one reverse proxy); otherwise a comma-separated list of proxy addresses or CIDRs.
 * Never "every hop": a client could then pick its own address. Throws on an empty list.
 */
export function parseTrustProxy(raw: string): false | number | string[] {
  const v = raw.trim().toLowerCase();
  if (v === 'false' || v === '0' || v === '') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  if (list.length === 0) throw new Error('TRUST_PROXY: give false, a number of hops or proxy addresses');
  return list;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: Uint8Array;
  /**
   * The key of the salted hashes kept of erased accounts' emails and mobiles (decision 194): HMAC-SHA256.
   * DUPLICATE_HASH_SECRET, else generated once into DATA_DIR/duplicate-hash-secret. Changing it makes the
   * kept hashes match nothing (they lapse within 12 months anyway).
   */
  duplicateHashSecret: string;
  jwtTtlSeconds: number;
  publicUrl: string;
  adminEmail: string;
  adminPassword?: string;
  regNoPrefix: string;
  brand: {
    siteName: string;
    companyName: string;
    emails: [string, string];
    phone: string;
    /** The service's social pages shown in the footer (SOCIAL_*_URL); unset services are absent. */
    social: SocialLinks;
  };
  logLevel: string;
  /** 'production' when NODE_ENV=production: request logs only for errors and slow requests (docs/first-impressions.md#details-members-notice). */
  mode: 'production' | 'development';
  /** Requests at least this slow are logged in production (ms). */
  slowRequestMs: number;
  webRoot: string;
  /** Trusted proxies: false, a number of hops, or proxy addresses/CIDRs (see parseTrustProxy). */
  trustProxy: false | number | string[];
  /** The general API limit (decision 010): requests per window per signed-in account / per address. */
  rateLimit: { perAddress: number; perAccount: number; windowMs: number };
  /** Photo uploads one account may make in an hour (decision 010). */
  photoUploadsPerHour: number;
  /** PostgreSQL time limits in ms (decision 012). */
  dbTimeouts: { connectMs: number; statementMs: number; queryMs: number };
  payments: {
    /** Razorpay keys: all three set switch the Razorpay gateway on (docs/payments.md#gateways). */
    razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl?: string } | null;
    /**
     * The built-in test gateway: on only while Razorpay is not configured, and then when TEST_GATEWAY=on,
     * or outside production when TEST_GATEWAY is unset (decision 106: production needs it explicitly).
     */
    testGateway: boolean;
    /** Why the test gateway is on or off, for the start-up block (decision 106). */
    testGatewayReason: string;
    /** Time limit of every call to the gateway, ms (GATEWAY_TIMEOUT_MS, decision 105). */
    gatewayTimeoutMs: number;
    /** Active promo codes (PROMO_CODES, comma separated) and their discount (SPEC §9: ₹100). */
    promoCodes: { code: string; discountPaise: number }[];
    /** A promoter's promo code discount (SPEC §9: ₹100), paise. */
    promoDiscountPaise: number;
    /** A promoter's commission per confirmed payment of a referred member, by kind, paise (decision 030). */
    commissionPaise: { registration: number; renewal: number; assistance: number };
    /** GST registration: a tax invoice when GSTIN and the business's state are set. */
    gst: { gstin: string; state: string; sac: string } | null;
  };
  /**
   * SMS (docs/verification.md#sms, decision 187): MSG91 when its auth key, sender id and OTP template ids
   * are all set; otherwise codes go to the log and DATA_DIR/outbox/sms (never in production use).
   * `timeoutMs`: the time limit of every call to the provider.
   */
  sms: {
    msg91: {
      authKey: string;
      senderId: string;
      templateId: string;
      dltTemplateId: string;
      apiUrl: string;
    } | null;
    timeoutMs: number;
  };
  /** Background jobs (expiry, reminders, reconciliation) in this process. */
  jobs: boolean;
  /**
   * Where files (photo renditions, data exports) live (decision 180): DATA_DIR on disk, or an
   * S3-compatible bucket when S3_BUCKET is set. `timeoutMs` bounds every call to the store.
   */
  storage:
    | { kind: 'disk'; timeoutMs: number }
    | {
        kind: 's3';
        bucket: string;
        endpoint?: string;
        region: string;
        credentials?: { accessKeyId: string; secretAccessKey: string };
        forcePathStyle: boolean;
        timeoutMs: number;
      };
  /** Redis for the general API limit shared by every process (decision 181); null: counted per process. */
  redis: { url: string; timeoutMs: number } | null;
  /**
   * Web Push (docs/installable-app.md#push, decision 201): on when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
   * are set; null: off (the settings page does not offer it, nothing is pushed). `subject`: the contact
   * push services may write to (VAPID_SUBJECT, default mailto:CONTACT_EMAIL); `timeoutMs` bounds each
   * call to a push service; `ca`: an extra certificate authority trusted for push services (PUSH_CA_FILE,
   * a local stand-in's in tests), PEM.
   */
  push: { publicKey: string; privateKey: string; subject: string; timeoutMs: number; ca?: string } | null;
  /** The bearer token GET /metrics asks for (decision 182); null: /metrics answers 404. */
  metricsToken: string | null;
  /**
   * The grievance officer members and visitors write to (docs/data-rights.md, DPDP Rules 2025), shown on
   * /privacy-policy and /contact, and the days within which a grievance is answered (due date).
   */
  grievance: { officer: { name: string; email: string; phone: string; address: string }; days: number };
};

/**
 * Reads the configuration from `env` (default process.env). A missing JWT_SECRET is generated once
 * and kept in DATA_DIR/jwt-secret so tokens survive restarts. Throws on an invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <${e.CONTACT_EMAIL}>`,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? persistentSecret(dataDir)),
    duplicateHashSecret: e.DUPLICATE_HASH_SECRET ?? persistentSecret(dataDir, 'duplicate-hash-secret'),
    jwtTtlSeconds: Math.round(e.JWT_TTL_HOURS * 3600),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    regNoPrefix: e.REG_NO_PREFIX,
    brand: {
      siteName: e.SITE_NAME,
      companyName: e.COMPANY_NAME,
      emails: [e.CONTACT_EMAIL, e.CONTACT_EMAIL_2],
      phone: e.CONTACT_PHONE,
      social: socialLinks(e),
    },
    logLevel: e.LOG_LEVEL,
    mode: e.NODE_ENV === 'production' ? 'production' : 'development',
    slowRequestMs: e.SLOW_REQUEST_MS,
    webRoot: path.resolve(e.WEB_ROOT),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimit: {
      perAddress: e.RATE_LIMIT_PER_ADDRESS,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    photoUploadsPerHour: e.PHOTO_UPLOADS_PER_HOUR,
    dbTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      queryMs: e.DB_QUERY_TIMEOUT_MS,
    },
    payments: paymentsConfig(e),
    sms: {
      msg91:
        e.MSG91_AUTH_KEY && e.MSG91_SENDER_ID && e.MSG91_OTP_TEMPLATE_ID && e.MSG91_DLT_TEMPLATE_ID
          ? {
              authKey: e.MSG91_AUTH_KEY,
              senderId: e.MSG91_SENDER_ID,
              templateId: e.MSG91_OTP_TEMPLATE_ID,
              dltTemplateId: e.MSG91_DLT_TEMPLATE_ID,
              apiUrl: (e.MSG91_API_URL ?? 'https://control.msg91.com').replace(/\/$/, ''),
            }
          : null,
      timeoutMs: e.SMS_TIMEOUT_MS,
    },
    jobs: e.JOBS === 'on',
    storage: storageConfig(e),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, timeoutMs: e.REDIS_TIMEOUT_MS } : null,
    metricsToken: e.METRICS_TOKEN ?? null,
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL}`,
            timeoutMs: e.PUSH_TIMEOUT_MS,
            ca: e.PUSH_CA_FILE ? readFileSync(e.PUSH_CA_FILE, 'utf8') : undefined,
          }
        : null,
    grievance: {
      officer: {
        name: e.GRIEVANCE_OFFICER_NAME,
        email: e.GRIEVANCE_OFFICER_EMAIL,
        phone: e.GRIEVANCE_OFFICER_PHONE,
        address: e.GRIEVANCE_OFFICER_ADDRESS,
      },
      days: e.GRIEVANCE_DAYS,
    },
  };
}

/** SOCIAL_<SERVICE>_URL for each of SOCIAL_SERVICES, only those set (SPEC §2 Footer). */
function socialLinks(e: z.infer<typeof envSchema>): SocialLinks {
  const urls: Record<SocialService, string | undefined> = {
    facebook: e.SOCIAL_FACEBOOK_URL,
    twitter: e.SOCIAL_TWITTER_URL,
    linkedin: e.SOCIAL_LINKEDIN_URL,
    youtube: e.SOCIAL_YOUTUBE_URL,
  };
  const out: SocialLinks = {};
  for (const service of SOCIAL_SERVICES) {
    const url = urls[service];
    if (url) out[service] = url;
  }
  return out;
}

/** The file store from S3_* (decision 180): S3 when S3_BUCKET is set, else the disk under DATA_DIR. */
function storageConfig(e: z.infer<typeof envSchema>): Config['storage'] {
  if (!e.S3_BUCKET) return { kind: 'disk', timeoutMs: e.STORAGE_TIMEOUT_MS };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    // Without both keys the SDK's own chain (environment, instance role) supplies credentials.
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    timeoutMs: e.STORAGE_TIMEOUT_MS,
  };
}

function paymentsConfig(e: z.infer<typeof envSchema>): Config['payments'] {
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
      ? {
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: e.RAZORPAY_API_URL,
        }
      : null;
  const production = e.NODE_ENV === 'production';
  const testOn = !razorpay && (e.TEST_GATEWAY === 'on' || (e.TEST_GATEWAY === undefined && !production));
  const testGatewayReason = razorpay
    ? 'Razorpay is configured'
    : e.TEST_GATEWAY
      ? `TEST_GATEWAY=${e.TEST_GATEWAY}`
      : production
        ? 'NODE_ENV=production and TEST_GATEWAY is not set to on'
        : 'not production and TEST_GATEWAY is not set';
  return {
    razorpay,
    testGateway: testOn,
    testGatewayReason,
    gatewayTimeoutMs: e.GATEWAY_TIMEOUT_MS,
    promoCodes: e.PROMO_CODES.split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean)
      .map((code) => ({ code, discountPaise: e.PROMO_DISCOUNT_PAISE })),
    promoDiscountPaise: e.PROMO_DISCOUNT_PAISE,
    commissionPaise: {
      registration: e.COMMISSION_REGISTRATION_PAISE,
      renewal: e.COMMISSION_RENEWAL_PAISE,
      assistance: e.COMMISSION_ASSISTANCE_PAISE,
    },
    gst: e.GSTIN && e.GST_STATE ? { gstin: e.GSTIN, state: e.GST_STATE, sac: e.GST_SAC } : null,
  };
}

function persistentSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
