import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tileOrigins } from './config.js';

describe('loadConfig', () => {
  it('gives a working embedded default with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      dataDir: './data',
      databaseUrl: undefined,
      currency: 'USD',
      expo: { year: 2026, name: 'AIBEx 2026' },
    });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.stripe).toBeUndefined();
  });

  it('treats empty values as unset, as .env files often leave them', () => {
    expect(
      loadConfig({ DATABASE_URL: '', SMTP_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).databaseUrl,
    ).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        ADMIN_EMAIL: 'boss@example.com',
        CURRENCY: 'dollars',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'ADMIN_PASSWORD', 'CURRENCY'])
      expect(problems).toContain(name);
  });

  it('gives REST sign-ins a working day and lists CORS origins, refusing what is not an origin', () => {
    expect(loadConfig({})).toMatchObject({ restTokenTtlHours: 8, corsOrigins: [] });
    expect(
      loadConfig({ REST_TOKEN_TTL_HOURS: '12', CORS_ORIGINS: 'https://old.example.com, http://localhost:3000' }),
    ).toMatchObject({ restTokenTtlHours: 12, corsOrigins: ['https://old.example.com', 'http://localhost:3000'] });
    for (const [name, value] of [
      ['REST_TOKEN_TTL_HOURS', '0'],
      ['REST_TOKEN_TTL_HOURS', '1.5'],
      ['CORS_ORIGINS', '*'],
      ['CORS_ORIGINS', 'https://old.example.com/'],
      ['CORS_ORIGINS', 'ftp://old.example.com'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });

  it('keeps uploads on disk by default, in a bucket with S3_BUCKET, and names what is wrong with S3', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        S3_BUCKET: 'aibex-uploads',
        S3_ENDPOINT: 'https://minio.example.com',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'aibex-uploads',
      endpoint: 'https://minio.example.com',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // Without keys, the AWS SDK's own chain (an instance role) is used.
    expect(loadConfig({ S3_BUCKET: 'aibex-uploads', S3_REGION: 'eu-west-1' }).storage).toMatchObject({
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    let error: unknown;
    try {
      loadConfig({ S3_BUCKET: 'Uploads_Bucket', S3_ACCESS_KEY_ID: 'key', S3_FORCE_PATH_STYLE: 'yes' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toEqual([
      'S3_BUCKET: must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      'S3_FORCE_PATH_STYLE: must be true or false',
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(() => loadConfig({ S3_ENDPOINT: 'https://minio.example.com' })).toThrow(
      'S3_ENDPOINT: only used with S3_BUCKET',
    );
    // .env.example's empty bucket with its default path style is the embedded default.
    expect(loadConfig({ S3_BUCKET: '', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'false' }).storage.kind).toBe(
      'local',
    );
  });

  it('reads the edition year into the expo name', () => {
    expect(loadConfig({ EXPO_YEAR: '2027' }).expo).toMatchObject({ year: 2027, name: 'AIBEx 2027' });
  });
});

describe('payment mode', () => {
  const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
  const mode = (env: Record<string, string>) => loadConfig(env).paymentMode;

  it('takes cards with Stripe whenever both keys are set', () => {
    expect(mode(STRIPE)).toBe('stripe');
    expect(mode({ ...STRIPE, NODE_ENV: 'production' })).toBe('stripe');
  });

  it('uses the test provider outside production, and never in production unless asked', () => {
    expect(mode({})).toBe('test');
    expect(mode({ NODE_ENV: 'test' })).toBe('test');
    expect(mode({ NODE_ENV: 'production' })).toBe('disabled');
    expect(mode({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: '' })).toBe('disabled');
    expect(mode({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: '1' })).toBe('test');
    expect(mode({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' })).toBe('test');
    expect(mode({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'false' })).toBe('disabled');
    expect(mode({ NODE_ENV: 'development', PAYMENTS_TEST_MODE: '0' })).toBe('disabled');
  });

  it('rejects a PAYMENTS_TEST_MODE it cannot read, rather than guess', () => {
    for (const value of ['yes', 'on', '2', 'TRUE ']) {
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: value }), value).toThrow(
        /PAYMENTS_TEST_MODE: must be 1, true, 0 or false/,
      );
    }
  });

  it('rejects the test provider switched on beside Stripe keys', () => {
    expect(() => loadConfig({ ...STRIPE, PAYMENTS_TEST_MODE: '1' })).toThrow(/PAYMENTS_TEST_MODE/);
    expect(mode({ ...STRIPE, PAYMENTS_TEST_MODE: '0' })).toBe('stripe');
  });

  const PAYSTACK = { PAYSTACK_SECRET_KEY: 'sk_live_p', PAYSTACK_PUBLIC_KEY: 'pk_live_p', CURRENCY: 'NGN' };

  it('takes payments with Paystack when both its keys are set, in a currency Paystack takes', () => {
    expect(mode({ ...PAYSTACK, NODE_ENV: 'production' })).toBe('paystack');
    expect(loadConfig({ ...PAYSTACK, CURRENCY: 'GHS' }).paystack).toEqual({
      secretKey: 'sk_live_p',
      publicKey: 'pk_live_p',
      apiUrl: undefined,
    });
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_p', CURRENCY: 'NGN' })).toThrow(
      /PAYSTACK_PUBLIC_KEY: PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY must be set together/,
    );
    expect(() => loadConfig({ ...PAYSTACK, CURRENCY: 'EUR' })).toThrow(
      /CURRENCY: Paystack does not take EUR; it takes NGN, GHS, KES, ZAR, USD/,
    );
  });

  it('prices tools of the countries of LOCAL_CURRENCIES in their currency, each one Paystack must take', () => {
    expect(loadConfig({ CURRENCY: 'USD', LOCAL_CURRENCIES: ' ng:ngn , GH:GHS ' })).toMatchObject({
      currency: 'USD',
      localCurrencies: { NG: 'NGN', GH: 'GHS' },
      currencies: ['USD', 'NGN', 'GHS'],
    });
    expect(loadConfig({ CURRENCY: 'NGN', LOCAL_CURRENCIES: 'NG:NGN' }).currencies).toEqual(['NGN']);
    expect(loadConfig({}).localCurrencies).toEqual({});
    // Amounts are kept in hundredths: the CFA franc and the yen have no decimals.
    expect(() => loadConfig({ LOCAL_CURRENCIES: 'CI:XOF' })).toThrow(
      /LOCAL_CURRENCIES: XOF is not written with two decimals/,
    );
    expect(() => loadConfig({ CURRENCY: 'JPY' })).toThrow(/CURRENCY: is not written with two decimals/);
    // Well formed and in hundredths for Intl, yet no currency the schema's CurrencyCode names.
    expect(() => loadConfig({ CURRENCY: 'ABC' })).toThrow(
      /CURRENCY: is not an ISO 4217 currency the site can price in/,
    );
    expect(() => loadConfig({ LOCAL_CURRENCIES: 'NG:ABC' })).toThrow(
      /LOCAL_CURRENCIES: ABC is not an ISO 4217 currency/,
    );
    expect(() => loadConfig({ LOCAL_CURRENCIES: 'XX:NGN' })).toThrow(
      /LOCAL_CURRENCIES: XX is not an ISO 3166 country code/,
    );
    expect(loadConfig({ CURRENCY: 'EUR', LOCAL_CURRENCIES: 'ng:ngn' }).localCurrencies).toEqual({ NG: 'NGN' });
    expect(() => loadConfig({ LOCAL_CURRENCIES: 'Nigeria:NGN' })).toThrow(
      /LOCAL_CURRENCIES: "Nigeria:NGN" is not COUNTRY:CURRENCY; write ISO codes such as NG:NGN,GH:GHS/,
    );
    expect(() => loadConfig({ ...PAYSTACK, CURRENCY: 'NGN', LOCAL_CURRENCIES: 'GH:GHS,FR:EUR' })).toThrow(
      /LOCAL_CURRENCIES: Paystack does not take EUR; it takes NGN, GHS, KES, ZAR, USD/,
    );
  });

  it('rejects Paystack beside Stripe or the test provider: which one takes the money is not guessed', () => {
    expect(() => loadConfig({ ...PAYSTACK, ...STRIPE })).toThrow(/Paystack and Stripe cannot both/);
    expect(() => loadConfig({ ...PAYSTACK, PAYMENTS_TEST_MODE: 'true' })).toThrow(/beside Paystack keys/);
    expect(mode({ ...PAYSTACK, PAYMENTS_TEST_MODE: 'false' })).toBe('paystack');
  });
});

describe("the map's tile server", () => {
  it('defaults to OpenStreetMap, whose one origin the CSP allows', () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileOrigins: ['https://tile.openstreetmap.org'],
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
  });

  it("takes an operator's own address, each {s} subdomain an origin, or none for a map without tiles", () => {
    expect(tileOrigins('https://{s}.tiles.example.org:8443/osm/{z}/{x}/{y}{r}.png')).toEqual([
      'https://a.tiles.example.org:8443',
      'https://b.tiles.example.org:8443',
      'https://c.tiles.example.org:8443',
    ]);
    expect(loadConfig({ MAP_TILE_URL: '' }).map).toMatchObject({ tileUrl: undefined, tileOrigins: [] });
  });

  it('refuses an address that is not an http(s) tile template', () => {
    for (const value of ['tiles.example.org/{z}/{x}/{y}', 'https://tiles.example.org/map.png', 'javascript:{z}{x}{y}'])
      expect(() => loadConfig({ MAP_TILE_URL: value }), value).toThrow('MAP_TILE_URL');
  });
});
