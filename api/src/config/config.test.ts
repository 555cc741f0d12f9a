import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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

  it('reads the edition year into the expo name', () => {
    expect(loadConfig({ EXPO_YEAR: '2027' }).expo).toMatchObject({ year: 2027, name: 'AIBEx 2027' });
  });
});
