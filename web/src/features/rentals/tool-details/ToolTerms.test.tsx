import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolTerms } from './ToolTerms';

const TERMS = {
  cancellationPolicy: 'FLEXIBLE' as const,
  cancellationPolicySummary: 'Full refund until 24 hours before the start, half after that.',
  bookingMode: 'INSTANT' as const,
  requiresIdVerification: false,
  deposit: { __typename: 'Money' as const, amount: 0, currency: 'USD' as const, decimal: '0.00', formatted: '$0.00' },
  weeklyDiscountPercent: 0,
  monthlyDiscountPercent: 0,
  lateFeeTerms: null,
};

describe("the tool page's booking terms", () => {
  afterEach(cleanup);

  it("lists the owner's booking rules in words", () => {
    render(
      <ToolTerms
        tool={{ ...TERMS, bookingRules: ['Rented for at least 2 days', '4 hours kept free between rentals'] }}
      />,
    );
    const rules = screen.getByText('Rules').parentElement!;
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rented for at least 2 days', '4 hours kept free between rentals']);
  });

  it('says nothing of rules or discounts where there are none', () => {
    render(<ToolTerms tool={{ ...TERMS, bookingRules: [] }} />);
    expect(screen.queryByText('Rules')).toBeNull();
    expect(screen.queryByText('Longer rentals')).toBeNull();
    expect(screen.queryByText('Late returns')).toBeNull();
  });

  it('says when the owner rents only to renters with a verified ID', () => {
    render(<ToolTerms tool={{ ...TERMS, bookingRules: [] }} />);
    expect(screen.queryByText(/verified ID/)).toBeNull();
    cleanup();
    render(<ToolTerms tool={{ ...TERMS, bookingRules: [], requiresIdVerification: true }} />);
    expect(screen.getByText(/Only renters with a verified ID/)).toBeTruthy();
  });

  it("states the owner's late fee", () => {
    const terms = '$5.00 per hour late (after 30 minutes), at most $40.00, taken from the deposit';
    render(<ToolTerms tool={{ ...TERMS, bookingRules: [], lateFeeTerms: terms }} />);
    expect(screen.getByText('Late returns').parentElement!.textContent).toContain(terms);
  });

  it("lists the owner's discounts for longer rentals", () => {
    render(<ToolTerms tool={{ ...TERMS, bookingRules: [], weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 }} />);
    const discounts = screen.getByText('Longer rentals').parentElement!;
    expect(
      within(discounts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10% off 7 days or more', '25% off 28 days or more']);
  });
});
