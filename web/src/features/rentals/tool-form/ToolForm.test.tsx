import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fake-places';
import { renderAt } from '../../../test/utils';
import { PRICE_MESSAGES } from '../price';
import { toToolFormError } from './tool-form-errors';
import { ToolForm, type ToolFormSubmission } from './ToolForm';

const CATEGORIES = [{ id: 'cat-1', name: 'Power tools' }];

function png(name = 'photo.png') {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}

function renderForm(onSave = vi.fn<(s: ToolFormSubmission) => Promise<void>>(async () => undefined)) {
  renderAt(
    <ToolForm
      initial={{ rentalCircle: 'DAILY', units: '1', country: 'Nigeria', city: 'Ikeja' }}
      categories={CATEGORIES}
      submitLabel="Add Rental"
      loadingText="Adding…"
      onSave={onSave}
    />,
  );
  return onSave;
}

function fillIn(price: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Cordless drill' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'cat-1' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Price' }), { target: { value: price } });
  fireEvent.change(screen.getByLabelText('Cover image'), { target: { files: [png()] } });
}

beforeEach(() => {
  stubFetch();
});

describe('the tool form', () => {
  it('checks the price in the browser with the server’s message, under the Price field', async () => {
    const onSave = renderForm();
    fillIn('25.505');
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    const price = screen.getByRole('textbox', { name: 'Price' });
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(PRICE_MESSAGES.format)).toBeTruthy();
    expect(document.activeElement).toBe(price);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the tool as Daily with one unit by default, and the chosen photos', async () => {
    const onSave = renderForm();
    fillIn('$25.50');
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    const [submission] = onSave.mock.calls[0]!;
    expect(submission.input).toMatchObject({
      name: 'Cordless drill',
      categoryId: 'cat-1',
      price: '25.50',
      rentalCircle: 'DAILY',
      units: 1,
      country: 'Nigeria',
      city: 'Ikeja',
    });
    expect(Object.keys(submission.files)).toEqual(['coverImage']);
    expect(submission.removeImages).toEqual([]);
  });

  it("says what the price is in: the currency of the tool's country, or the site's elsewhere", async () => {
    renderAt(
      <ToolForm
        initial={{ rentalCircle: 'DAILY', units: '1', country: 'Nigeria', city: 'Ikeja' }}
        categories={CATEGORIES}
        pricing={{
          currency: 'USD',
          localCurrencies: [{ country: 'NG', currency: 'NGN' }],
        }}
        submitLabel="Add Rental"
        loadingText="Adding…"
        onSave={vi.fn()}
      />,
    );
    expect(await screen.findByText(/^In Nigerian naira \(NGN\), per day or per hour/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Security deposit (NGN)' })).toBeTruthy();
    const country = screen.getByRole('combobox', { name: /Country/ });
    fireEvent.change(country, { target: { value: 'Ghana' } });
    expect(await screen.findByText(/^In US dollar \(USD\), per day or per hour/)).toBeTruthy();
  });

  it('keeps the currency a saved tool is priced in until its country changes', async () => {
    renderAt(
      <ToolForm
        initial={{ rentalCircle: 'DAILY', units: '1', country: 'Nigeria', city: 'Ikeja', price: '25' }}
        categories={CATEGORIES}
        pricing={{
          currency: 'USD',
          localCurrencies: [{ country: 'NG', currency: 'NGN' }],
        }}
        savedCurrency="USD"
        submitLabel="Save changes"
        loadingText="Saving…"
        onSave={vi.fn()}
      />,
    );
    expect(await screen.findByText(/^In US dollar \(USD\)/)).toBeTruthy();
  });

  it('offers the three cancellation policies with their rules, and sends the terms chosen', async () => {
    const onSave = renderForm();
    fillIn('25');
    expect(screen.getByRole('radio', { name: /Flexible.*Full refund until 24 hours before the start/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Strict.*Half refunded until 7 days before the start/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Request to book/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only renters with a verified ID' }));
    const deposit = screen.getByRole('textbox', { name: 'Security deposit (USD)' });
    fireEvent.change(deposit, { target: { value: '50.555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    await waitFor(() => expect(deposit.getAttribute('aria-invalid')).toBe('true'));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(deposit, { target: { value: '$50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0].input).toMatchObject({
      cancellationPolicy: 'STRICT',
      bookingMode: 'REQUEST',
      requiresIdVerification: true,
      deposit: '50',
    });
  });

  it('sends the booking rules as whole numbers, and checks that the longest is not shorter than the shortest', async () => {
    const onSave = renderForm();
    fillIn('25');
    const rule = (name: string) => screen.getByRole('textbox', { name });
    fireEvent.change(rule('Shortest rental'), { target: { value: '3' } });
    fireEvent.change(rule('Longest rental'), { target: { value: '2' } });
    fireEvent.change(rule('Time between rentals (hours)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    await waitFor(() => expect(rule('Longest rental').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The longest rental must not be shorter than the shortest')).toBeTruthy();
    expect(rule('Time between rentals (hours)').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(rule('Longest rental'), { target: { value: '7' } });
    fireEvent.change(rule('Time between rentals (hours)'), { target: { value: '4' } });
    fireEvent.change(rule('Notice (hours)'), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0].input).toMatchObject({
      minRentalLength: 3,
      maxRentalLength: 7,
      bufferHours: 4,
      noticeHours: 24,
      maxAdvanceDays: 0,
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
    });
  });

  it('checks the late fee against its cap and the deposit, and sends it with its unit', async () => {
    const onSave = renderForm();
    fillIn('25');
    const box = (name: string) => screen.getByRole('textbox', { name });
    fireEvent.change(box('Late fee (USD)'), { target: { value: '5' } });
    fireEvent.change(box('Late fee cap (USD)'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    expect(await screen.findByText('Set a deposit first: late fees are taken from the deposit')).toBeTruthy();
    fireEvent.change(box('Security deposit (USD)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    expect(await screen.findByText('At most the deposit: late fees are taken from it')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(box('Late fee cap (USD)'), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Counted per' }), { target: { value: 'DAY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0].input).toMatchObject({ lateFee: '5', lateFeeUnit: 'DAY', lateFeeCap: '30' });
  });

  it('sends no deposit (0) and the defaults when the terms are left alone', async () => {
    const onSave = renderForm();
    fillIn('25');
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0].input).toMatchObject({
      cancellationPolicy: 'FLEXIBLE',
      bookingMode: 'INSTANT',
      deposit: '0',
      lateFee: '0',
      lateFeeCap: '0',
    });
  });

  it('requires a cover image and refuses files that are not PNG, JPEG or WebP', async () => {
    const onSave = renderForm();
    fillIn('10');
    fireEvent.change(screen.getByLabelText('Cover image'), { target: { files: [] } });
    fireEvent.change(screen.getByLabelText('Image 1'), {
      target: { files: [new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    expect(await screen.findByText('Please add a cover image of the tool')).toBeTruthy();
    expect(screen.getByText('Please choose a PNG, JPEG or WebP image.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s price error (path price) under the Price field', async () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: PRICE_MESSAGES.zero,
          extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'price', msg: PRICE_MESSAGES.zero }] },
        },
      ],
    });
    renderForm(vi.fn(async () => Promise.reject(error)));
    fillIn('5');
    fireEvent.click(screen.getByRole('button', { name: 'Add Rental' }));
    const price = screen.getByRole('textbox', { name: 'Price' });
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(PRICE_MESSAGES.zero).length).toBeGreaterThan(0);
  });
});

describe('tool errors from the API', () => {
  it('puts a refused file under the image it is about', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'Image 2 must be a PNG, JPEG or WebP image', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
      ],
    });
    const translated = toToolFormError(error) as CombinedGraphQLErrors;
    expect(translated.errors[0]?.extensions?.fields).toEqual([
      { path: 'image2', msg: 'Image 2 must be a PNG, JPEG or WebP image' },
    ]);
  });

  it('leaves other errors as they are', () => {
    const network = new TypeError('Failed to fetch');
    expect(toToolFormError(network)).toBe(network);
  });
});
