import { z } from 'zod';
import { isValidTimeZone } from '../lib/zoned-time.js';
import { COUNTRY_NAMES } from '../lib/countries.js';
import { isCurrencyCode } from '../lib/currencies.js';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalEmail = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.email().optional())
  .optional();

/**
 * A comma-separated list of origins (scheme, host and port only, as a browser sends `Origin`); empty
 * means none. `*` is refused: these origins are allowed to call with credentials.
 */
const originList = z
  .string()
  .trim()
  .transform((v) => (v === '' ? [] : v.split(',').map((o) => o.trim())))
  .superRefine((origins, ctx) => {
    for (const origin of origins) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
        ctx.addIssue({
          code: 'custom',
          message: `"${origin}" is not an origin: write scheme, host and port only, such as https://old.example.com`,
        });
      }
    }
  })
  .default([]);

/**
 * Amounts are kept in hundredths of the currency (kobo, pesewas, cents) and read as decimal text with
 * two decimals: a currency written with another number of decimals (XOF, JPY: none) cannot be used.
 */
function inHundredths(currency: string): boolean {
  if (!/^[A-Za-z]{3}$/.test(currency)) return true; // not a code at all: the format check says so
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits === 2;
}
const HUNDREDTHS = 'is not written with two decimals: amounts here are kept in hundredths (kobo, pesewas, cents)';
/** A code in hundredths the product does not know (the format and hundredths checks speak first). */
const knownCurrency = (currency: string) =>
  !/^[A-Za-z]{3}$/.test(currency) || !inHundredths(currency) || isCurrencyCode(currency.toUpperCase());
const UNKNOWN_CURRENCY = 'is not an ISO 4217 currency the site can price in (lib/currencies.ts)';

/** Leaflet's default subdomains, which a tile address's `{s}` stands for. */
export const TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;

/**
 * The origins a tile address loads images from (every subdomain of `{s}`): what the Content Security
 * Policy allows in img-src, and nothing broader. Undefined when the address is not an absolute http(s)
 * URL with {z}, {x} and {y}.
 */
export function tileOrigins(template: string): string[] | undefined {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return undefined;
  const origins = new Set<string>();
  for (const sub of template.includes('{s}') ? TILE_SUBDOMAINS : ['']) {
    const url = template
      .replaceAll('{s}', sub)
      .replaceAll('{r}', '')
      .replace(/\{[xyz]\}/g, '0');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return undefined;
    }
    if (!['http:', 'https:'].includes(parsed.protocol) || /[{}]/.test(parsed.host)) return undefined;
    origins.add(parsed.origin);
  }
  return [...origins];
}

const tileTemplate = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || tileOrigins(v) !== undefined,
    'must be an http(s) address with {z}, {x} and {y} (and {s} for a subdomain), such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, or empty for a map without tiles',
  );

/** Every environment variable the process reads; documented one by one in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 3600' })
    .int('must be a whole number of seconds from 1 to 3600')
    .min(1, 'must be a whole number of seconds from 1 to 3600')
    .max(3600, 'must be a whole number of seconds from 1 to 3600')
    .default(60),
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: optionalEmail,
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').max(128).optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('AIBEx 2026 <no-reply@aibex.local>'),
  MAIL_RATE_PER_SECOND: z.coerce.number().positive().max(10_000).default(25),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl,
  PAYSTACK_SECRET_KEY: optionalText,
  PAYSTACK_PUBLIC_KEY: optionalText,
  PAYSTACK_API_URL: optionalUrl,
  PAYMENTS_TEST_MODE: optionalText.pipe(
    z.enum(['1', 'true', '0', 'false'], { error: 'must be 1, true, 0 or false' }).optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  EXPO_YEAR: z.coerce.number().int().min(2000).max(2100).default(2026),
  EXPO_START_DATE: z.iso.date('must be a date such as 2026-12-10').default('2026-12-10'),
  EXPO_END_DATE: z.iso.date('must be a date such as 2026-12-12').default('2026-12-12'),
  EXPO_VENUE: z.string().trim().min(1).default('Abuja, Nigeria'),
  EXPO_TIME_ZONE: z
    .string()
    .trim()
    .refine(isValidTimeZone, 'must be an IANA time zone such as Africa/Lagos')
    .default('Africa/Lagos'),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as USD')
    .refine(inHundredths, HUNDREDTHS)
    .refine(knownCurrency, UNKNOWN_CURRENCY)
    .default('USD'),
  LOCAL_CURRENCIES: z
    .string()
    .trim()
    .default('')
    .transform((text, ctx) => {
      const pairs: Record<string, string> = {};
      for (const item of text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const match = /^([A-Za-z]{2})\s*:\s*([A-Za-z]{3})$/.exec(item);
        if (!match) {
          ctx.addIssue({
            code: 'custom',
            message: `"${item}" is not COUNTRY:CURRENCY; write ISO codes such as NG:NGN,GH:GHS`,
          });
          return z.NEVER;
        }
        const currency = match[2]!.toUpperCase();
        if (!inHundredths(currency)) {
          ctx.addIssue({ code: 'custom', message: `${currency} ${HUNDREDTHS}` });
          return z.NEVER;
        }
        if (!knownCurrency(currency)) {
          ctx.addIssue({ code: 'custom', message: `${currency} ${UNKNOWN_CURRENCY}` });
          return z.NEVER;
        }
        if (!Object.hasOwn(COUNTRY_NAMES, match[1]!.toUpperCase())) {
          ctx.addIssue({ code: 'custom', message: `${match[1]} is not an ISO 3166 country code such as NG` });
          return z.NEVER;
        }
        pairs[match[1]!.toUpperCase()] = currency;
      }
      return pairs;
    }),
  MARKETPLACE_TIME_ZONE: z
    .string()
    .trim()
    .refine(isValidTimeZone, 'must be an IANA time zone such as Africa/Lagos')
    .default('Africa/Lagos'),
  ORGANISER_EMAIL: optionalEmail,
  CONTACT_PHONE: optionalText,
  CONTACT_EMAIL: optionalEmail,
  CONTACT_WEBSITE: optionalUrl,
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_X_URL: optionalUrl,
  MAP_TILE_URL: tileTemplate.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).default('© OpenStreetMap contributors'),
  MAP_TILE_ATTRIBUTION_URL: optionalUrl.default('https://www.openstreetmap.org/copyright'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optionalText,
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  REST_TOKEN_TTL_HOURS: z.coerce
    .number({ error: 'must be a number of hours from 1 to 24' })
    .int('must be a whole number of hours from 1 to 24')
    .min(1, 'must be a whole number of hours from 1 to 24')
    .max(24, 'must be a whole number of hours from 1 to 24')
    .default(8),
  CORS_ORIGINS: originList,
  RUN_WORKERS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  DEMO_DATA: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  PICKUP_OPENS_HOURS_BEFORE: z.coerce.number().int().min(0).max(168).default(24),
  PLATFORM_FEE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(50)
    .refine((v) => Number.isInteger(v * 100), 'must have at most two decimals, such as 12.5')
    .default(10),
  REQUEST_RESPONSE_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours from 1 to 72' })
    .int('must be a whole number of hours from 1 to 72')
    .min(1, 'must be a whole number of hours from 1 to 72')
    .max(72, 'must be a whole number of hours from 1 to 72')
    .default(24),
  DISPUTE_WINDOW_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours from 1 to 720' })
    .int('must be a whole number of hours from 1 to 720')
    .min(1, 'must be a whole number of hours from 1 to 720')
    .max(720, 'must be a whole number of hours from 1 to 720')
    .default(48),
  NON_RETURN_GRACE_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours from 1 to 720' })
    .int('must be a whole number of hours from 1 to 720')
    .min(1, 'must be a whole number of hours from 1 to 720')
    .max(720, 'must be a whole number of hours from 1 to 720')
    .default(24),
  PAYOUT_COOLING_OFF_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours from 0 to 720' })
    .int('must be a whole number of hours from 0 to 720')
    .min(0, 'must be a whole number of hours from 0 to 720')
    .max(720, 'must be a whole number of hours from 0 to 720')
    .default(24),
  UNALLOCATED_REFUND_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 1 to 1440' })
    .int('must be a whole number of minutes from 1 to 1440')
    .min(1, 'must be a whole number of minutes from 1 to 1440')
    .max(1440, 'must be a whole number of minutes from 1 to 1440')
    .default(30),
  ID_DOCUMENT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 0 to 3650' })
    .int('must be a whole number of days from 0 to 3650')
    .min(0, 'must be a whole number of days from 0 to 3650')
    .max(3650, 'must be a whole number of days from 0 to 3650')
    .default(30),
  WAITLIST_OFFER_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours from 1 to 336' })
    .int('must be a whole number of hours from 1 to 336')
    .min(1, 'must be a whole number of hours from 1 to 336')
    .max(336, 'must be a whole number of hours from 1 to 336')
    .default(48),
  STRIPE_CONNECT: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 600' })
    .int('must be a whole number of seconds from 1 to 600')
    .min(1, 'must be a whole number of seconds from 1 to 600')
    .max(600, 'must be a whole number of seconds from 1 to 600')
    .default(25),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Who takes card payments. `test` is the built-in provider: it confirms bookings for Stripe's test
 * cards without taking any money, so production gets it only when PAYMENTS_TEST_MODE asks for it.
 * `disabled`: nobody, and checkout is refused with PAYMENTS_UNAVAILABLE.
 */
export type PaymentMode = 'stripe' | 'paystack' | 'test' | 'disabled';

/**
 * The currencies Paystack takes (a business's account may take fewer: Paystack refuses the others,
 * and checkout says so). Kept here so that a CURRENCY Paystack never takes is refused at start.
 */
export const PAYSTACK_CURRENCIES = ['NGN', 'GHS', 'KES', 'ZAR', 'USD'] as const;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long a start waits for the PostgreSQL server of DATABASE_URL to take connections. */
  databaseConnectTimeoutSeconds: number;
  publicUrl: string | undefined;
  /** Undefined until resolved by `resolveJwtSecret` (generated under DATA_DIR when unset). */
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string; organiserEmail: string | undefined; ratePerSecond: number };
  stripe:
    | { secretKey: string; publishableKey: string; webhookSecret: string | undefined; apiUrl: string | undefined }
    | undefined;
  /** Paystack (PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY); never beside Stripe. */
  paystack: { secretKey: string; publicKey: string; apiUrl: string | undefined } | undefined;
  /** Decided here once: Stripe or Paystack keys, else the test provider outside production or when asked, else none. */
  paymentMode: PaymentMode;
  redisUrl: string | undefined;
  /** The event: its days are calendar dates and its programme's times are clock times in `timeZone`. */
  expo: { year: number; name: string; startDate: string; endDate: string; venue: string; timeZone: string };
  /** The operator's currency: the expo's, and the marketplace's outside the countries of `localCurrencies`. */
  currency: string;
  /**
   * Tools picked up in these countries (ISO 3166 codes) are priced in these currencies (LOCAL_CURRENCIES,
   * e.g. { NG: 'NGN', GH: 'GHS' }); everywhere else in `currency`.
   */
  localCurrencies: Record<string, string>;
  /** Every currency a price can be in: `currency` first, then the local ones. */
  currencies: string[];
  /**
   * The marketplace's zone. A tool's bookings use the zone of its place; this is the zone of a tool
   * whose country the places data does not know (MARKETPLACE_TIME_ZONE).
   */
  timeZone: string;
  site: {
    contactPhone: string | undefined;
    contactEmail: string | undefined;
    contactWebsite: string | undefined;
    facebookUrl: string | undefined;
    instagramUrl: string | undefined;
    xUrl: string | undefined;
  };
  /**
   * The map of the marketplace: the tile address (Leaflet's {z}/{x}/{y} template; undefined: markers on
   * a plain background), its origins (allowed in the CSP's img-src) and the attribution the tiles require.
   */
  map: {
    tileUrl: string | undefined;
    tileOrigins: string[];
    attribution: string | undefined;
    attributionUrl: string | undefined;
  };
  logLevel: Env['LOG_LEVEL'];
  trustProxy: string | undefined;
  /** Multiplies the per-minute limits of costly REST routes. */
  rateLimitScale: number;
  /** Lifetime of the access token of a REST sign-in (the old client never refreshes). */
  restTokenTtlHours: number;
  /** Origins of other sites allowed to call /api and /graphql with credentials (CORS). */
  corsOrigins: readonly string[];
  /** Whether this instance runs the job workers (e-mail, holds, refunds, reminders). */
  runWorkers: boolean;
  /** Demo content on the first start of an embedded database (never in production). */
  demoData: boolean;
  /** Booking lifecycle rules that an operator may tune. */
  bookings: {
    pickupOpensHoursBefore: number;
    /** How long an owner has to answer a request to book (capped by the start). */
    requestResponseHours: number;
    /**
     * After a return: how long the renter may dispute and the owner may claim against the deposit.
     * When it passes without a claim, the deposit goes back and the owner's share becomes available.
     */
    disputeWindowHours: number;
    /**
     * After the end of a rental whose tool is still out: from then on the owner may report it not
     * returned (the deposit is claimed, an administrator decides).
     */
    nonReturnGraceHours: number;
  };
  /**
   * The old client pays before it books: what of its payment no booking took this many minutes after
   * it was paid (a refused booking, or a payment larger than the booking) is refunded to the card.
   */
  unallocatedRefundMinutes: number;
  /** Days the photos of an ID document and selfie are kept after an administrator's decision (0: within the hour). */
  idDocumentRetentionDays: number;
  /** Hours a place freed for the next person on a registration type's waitlist is held for them. */
  waitlistOfferHours: number;
  /** Owners are paid through Stripe Connect (Express accounts); otherwise by bank transfer from a payout queue. */
  stripeConnect: boolean;
  /**
   * Hours after an owner's payout details change during which no payout may be asked for: time for
   * the owner, told by e-mail, to stop a thief who changed them.
   */
  payoutCoolingOffHours: number;
  /** The platform's share of each booking, in hundredths of a percent (PLATFORM_FEE_PERCENT × 100). */
  platformFeeBasisPoints: number;
  /** Where uploaded images are kept: DATA_DIR/uploads, or an S3-compatible bucket (S3_BUCKET). */
  storage: StorageConfig;
  /**
   * How long a shutdown (SIGTERM, SIGINT) may take: requests in flight finish, running jobs finish or are
   * handed back, then the process exits. Under the 30 s Docker and Kubernetes wait before their SIGKILL.
   */
  shutdownTimeoutSeconds: number;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Another S3-compatible service (MinIO, R2, Spaces...); AWS when unset. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's own chain (instance role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Variables that only make sense together. */
const PAIRS = [
  ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
  ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
  ['PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY'],
  ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
] as const;

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  const isSet = (name: string) => Boolean(source[name]?.trim());
  for (const [a, b] of PAIRS) {
    if (isSet(a) !== isSet(b)) problems.push(`${isSet(a) ? b : a}: ${a} and ${b} must be set together`);
  }
  if (parsed.success && parsed.data.STRIPE_CONNECT === 'true' && !isSet('STRIPE_SECRET_KEY'))
    problems.push('STRIPE_CONNECT: pays owners through Stripe, so STRIPE_SECRET_KEY must be set too');
  if (parsed.success && parsed.data.EXPO_END_DATE < parsed.data.EXPO_START_DATE) {
    problems.push('EXPO_END_DATE: must not be before EXPO_START_DATE');
  }
  // Which of the two should take the money would be a guess: the operator says.
  if (parsed.success && isOn(parsed.data.PAYMENTS_TEST_MODE) && isSet('STRIPE_SECRET_KEY')) {
    problems.push('PAYMENTS_TEST_MODE: the built-in test provider cannot run beside Stripe keys; unset one of them');
  }
  if (isSet('PAYSTACK_SECRET_KEY')) {
    if (isSet('STRIPE_SECRET_KEY'))
      problems.push(
        'PAYSTACK_SECRET_KEY: Paystack and Stripe cannot both take the payments; unset the keys of one of them',
      );
    if (parsed.success && isOn(parsed.data.PAYMENTS_TEST_MODE))
      problems.push(
        'PAYMENTS_TEST_MODE: the built-in test provider cannot run beside Paystack keys; unset one of them',
      );
    const currency = parsed.success ? parsed.data.CURRENCY : undefined;
    if (currency && !(PAYSTACK_CURRENCIES as readonly string[]).includes(currency))
      problems.push(`CURRENCY: Paystack does not take ${currency}; it takes ${PAYSTACK_CURRENCIES.join(', ')}`);
    const refused = Object.values(parsed.success ? parsed.data.LOCAL_CURRENCIES : {}).filter(
      (local) => !(PAYSTACK_CURRENCIES as readonly string[]).includes(local),
    );
    if (refused.length)
      problems.push(
        `LOCAL_CURRENCIES: Paystack does not take ${[...new Set(refused)].join(', ')}; it takes ${PAYSTACK_CURRENCIES.join(', ')}`,
      );
  }
  for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID'] as const)
    if (isSet(name) && !isSet('S3_BUCKET'))
      problems.push(`${name}: only used with S3_BUCKET; set S3_BUCKET to keep uploads in a bucket, or unset ${name}`);
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databaseConnectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      organiserEmail: env.ORGANISER_EMAIL,
      ratePerSecond: env.MAIL_RATE_PER_SECOND,
    },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    paystack:
      env.PAYSTACK_SECRET_KEY && env.PAYSTACK_PUBLIC_KEY
        ? { secretKey: env.PAYSTACK_SECRET_KEY, publicKey: env.PAYSTACK_PUBLIC_KEY, apiUrl: env.PAYSTACK_API_URL }
        : undefined,
    paymentMode: paymentModeOf(env),
    redisUrl: env.REDIS_URL,
    expo: {
      year: env.EXPO_YEAR,
      name: `AIBEx ${env.EXPO_YEAR}`,
      startDate: env.EXPO_START_DATE,
      endDate: env.EXPO_END_DATE,
      venue: env.EXPO_VENUE,
      timeZone: env.EXPO_TIME_ZONE,
    },
    currency: env.CURRENCY,
    localCurrencies: env.LOCAL_CURRENCIES,
    currencies: [...new Set([env.CURRENCY, ...Object.values(env.LOCAL_CURRENCIES)])],
    timeZone: env.MARKETPLACE_TIME_ZONE,
    site: {
      contactPhone: env.CONTACT_PHONE,
      contactEmail: env.CONTACT_EMAIL,
      contactWebsite: env.CONTACT_WEBSITE,
      facebookUrl: env.SOCIAL_FACEBOOK_URL,
      instagramUrl: env.SOCIAL_INSTAGRAM_URL,
      xUrl: env.SOCIAL_X_URL,
    },
    map: {
      tileUrl: env.MAP_TILE_URL || undefined,
      tileOrigins: env.MAP_TILE_URL ? (tileOrigins(env.MAP_TILE_URL) ?? []) : [],
      attribution: env.MAP_TILE_ATTRIBUTION || undefined,
      attributionUrl: env.MAP_TILE_ATTRIBUTION_URL,
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    restTokenTtlHours: env.REST_TOKEN_TTL_HOURS,
    corsOrigins: env.CORS_ORIGINS,
    runWorkers: env.RUN_WORKERS === 'true',
    demoData: env.DEMO_DATA === 'true',
    bookings: {
      pickupOpensHoursBefore: env.PICKUP_OPENS_HOURS_BEFORE,
      requestResponseHours: env.REQUEST_RESPONSE_HOURS,
      disputeWindowHours: env.DISPUTE_WINDOW_HOURS,
      nonReturnGraceHours: env.NON_RETURN_GRACE_HOURS,
    },
    unallocatedRefundMinutes: env.UNALLOCATED_REFUND_MINUTES,
    idDocumentRetentionDays: env.ID_DOCUMENT_RETENTION_DAYS,
    waitlistOfferHours: env.WAITLIST_OFFER_HOURS,
    stripeConnect: env.STRIPE_CONNECT === 'true' && Boolean(env.STRIPE_SECRET_KEY),
    payoutCoolingOffHours: env.PAYOUT_COOLING_OFF_HOURS,
    platformFeeBasisPoints: Math.round(env.PLATFORM_FEE_PERCENT * 100),
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : { kind: 'local' },
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
  };
}

const isOn = (flag: Env['PAYMENTS_TEST_MODE']) => flag === '1' || flag === 'true';

function paymentModeOf(env: Env): PaymentMode {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) return 'stripe';
  if (env.PAYSTACK_SECRET_KEY && env.PAYSTACK_PUBLIC_KEY) return 'paystack';
  const testMode = env.PAYMENTS_TEST_MODE === undefined ? env.NODE_ENV !== 'production' : isOn(env.PAYMENTS_TEST_MODE);
  return testMode ? 'test' : 'disabled';
}

/** The address links in e-mails point to. */
export function publicUrlOf(config: Config, boundPort?: number): string {
  return config.publicUrl ?? `http://localhost:${boundPort ?? config.port}`;
}
