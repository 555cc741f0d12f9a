import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The two rules of eslint.config.js that keep the money core in its modules, run as `npx eslint` runs
 * them: a status compared outside its machine's module (`local/machine-states`), and a ledger entry
 * inserted outside ledger.ts.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const SERVICE = 'api/src/features/rentals/payments/some.service.ts';
let eslint: ESLint;

// The first file linted loads the configuration and its plugins (the import resolver reads every tsconfig).
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};', { filePath: path.join(root, SERVICE) });
}, 120_000);

/** The messages of the two rules for `code` as the file `file` (a path from the repository's root). */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'local/machine-states' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('local/machine-states', () => {
  it('finds each way of comparing a status outside its machine', async () => {
    const found = await problems(
      SERVICE,
      `
      declare const booking: { status: string; depositStatus: string | null };
      declare const payout: { status: string };
      declare function eq(a: unknown, b: unknown): unknown;
      declare function inArray(a: unknown, b: unknown[]): unknown;
      declare function sql(s: TemplateStringsArray, ...v: unknown[]): unknown;
      declare const bookings: { status: string };
      declare const disputes: { status: string };
      export const a = booking.status === 'returned';
      export const b = 'picked_up' !== booking.status;
      export const c = ['confirmed', 'cancelled'].includes(booking.status);
      export const d = eq(disputes.status, 'open');
      export const e = inArray(bookings.status, ['held', 'expired']);
      export const f = sql\`\${bookings.status} = 'requested'\`;
      export const g = sql\`(b.status = 'cancelled' or d.deposit_status in ('held', 'claimed'))\`;
      export const h = { depositStatus: booking.depositStatus ? 'released' : null };
      export const i = payout.status === 'pending';
      export function j() {
        switch (booking.status) {
          case 'declined':
            return 1;
        }
        return 0;
      }
      `,
    );
    expect(
      found.map((m) =>
        m
          .match(/a (\w+) status \('(\w+)'\)/)!
          .slice(1)
          .join(' '),
      ),
    ).toEqual([
      'booking returned',
      'booking picked_up',
      'booking confirmed',
      'booking cancelled',
      'dispute open',
      'booking held',
      'booking expired',
      'booking requested',
      'booking cancelled',
      'deposit held',
      'deposit claimed',
      'deposit released',
      'payout pending',
      'booking declined',
    ]);
    expect(found[0]).toMatch(/outside its machine \(api\/src\/features\/rentals\/bookings\/lifecycle.ts\)/);
  });

  it("leaves other machines' words alone: an earning's status, a provider's answer, the module itself", async () => {
    const other = `
      declare const line: { status: string };
      declare const intent: { status: string };
      export const a = line.status === 'available' || line.status === 'pending';
      export const b = intent.status === 'succeeded';
    `;
    expect(await problems(SERVICE, other)).toEqual([]);
    expect(
      await problems(
        'api/src/features/rentals/bookings/lifecycle.ts',
        `declare const booking: { status: string }; export const a = booking.status === 'returned';`,
      ),
    ).toEqual([]);
  });

  it("reads a payment's words as the payment machine's, outside its module", async () => {
    const found = await problems(
      SERVICE,
      `declare const payment: { status: string }; export const a = payment.status === 'pending' || payment.status === 'succeeded';`,
    );
    expect(
      found.map((m) =>
        m
          .match(/uses a (\w+) status \('(\w+)'\)/)
          ?.slice(1)
          .join(' '),
      ),
    ).toEqual(['payment pending', 'payment succeeded']);
    expect(
      await problems(
        'api/src/features/rentals/payments/payment-status.ts',
        `declare const payment: { status: string }; export const a = payment.status === 'pending';`,
      ),
    ).toEqual([]);
  });

  it('reads the web too, where the values are the GraphQL enum names', async () => {
    const found = await problems(
      'web/src/features/rentals/bookings/Some.tsx',
      `declare const booking: { status: string }; export const a = booking.status === 'CONFIRMED';`,
    );
    expect(found).toHaveLength(1);
  });
});

describe('the ledger has one writer', () => {
  const insert = `
    declare const tx: { insert(table: unknown): { values(v: unknown): unknown } };
    declare const ledgerEntries: unknown;
    export const a = tx.insert(ledgerEntries).values({});
  `;

  it('refuses an insert into ledgerEntries anywhere in payments/ but ledger.ts', async () => {
    expect(await problems(SERVICE, insert)).toEqual([
      'Only api/src/features/rentals/payments/ledger.ts may insert ledgerEntries: call one of its functions instead.',
    ]);
    expect(await problems('api/src/features/rentals/payments/ledger.ts', insert)).toEqual([]);
    expect(await problems('api/src/features/rentals/disputes/some.service.ts', insert)).toEqual([
      expect.stringMatching(/^Only api\/src\/features\/rentals\/payments\/ writes/),
    ]);
  });
});
