import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/utils';
import { loadPlaces, placeUrls } from '../../lib/places';
import { stubFetch } from '../../test/fake-places';
import { PlacePicker } from './PlacePicker';

function renderPicker(props: Parameters<typeof PlacePicker>[0] = {}) {
  const result = render(
    <form aria-label="Where">
      <PlacePicker {...props} />
    </form>,
  );
  const form = screen.getByRole('form', { name: 'Where' }) as HTMLFormElement;
  return { ...result, submitted: () => Object.fromEntries(new FormData(form)) };
}

const box = (name: 'Country' | 'State' | 'City') => screen.getByRole('combobox', { name });
const type = (name: 'Country' | 'State' | 'City', value: string) => fireEvent.change(box(name), { target: { value } });
const key = (name: 'Country' | 'State' | 'City', keyName: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(box(name), { key: keyName, ...init });
/** The options' names, without the flag shown before countries. */
const optionNames = (name: 'Country' | 'State' | 'City' = 'Country') =>
  within(screen.getByRole('listbox', { name }))
    .getAllByRole('option')
    .map((option) => option.lastChild?.textContent);

/** The countries list must have arrived before typing can show suggestions. */
async function countriesLoaded() {
  await act(async () => {
    await loadPlaces(placeUrls.countries());
  });
}

describe('PlacePicker', () => {
  it('filters as you type, moves with the arrows and chooses with Enter (APG combobox)', async () => {
    stubFetch();
    renderPicker();
    await countriesLoaded();

    type('Country', 'nig');
    expect(box('Country').getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Niger', 'Nigeria']);
    // Typing highlights nothing yet: Enter would submit what was typed.
    expect(box('Country').getAttribute('aria-activedescendant')).toBeNull();

    key('Country', 'ArrowDown');
    key('Country', 'ArrowDown');
    const active = document.getElementById(box('Country').getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('Nigeria');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    // Down again wraps to the first option, Up goes back to the last.
    key('Country', 'ArrowDown');
    key('Country', 'ArrowUp');

    key('Country', 'Enter');
    expect((box('Country') as HTMLInputElement).value).toBe('Nigeria');
    expect(box('Country').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('loads the states of the chosen country and the cities of the chosen state', async () => {
    const { placeRequests } = stubFetch();
    const { submitted } = renderPicker();
    await countriesLoaded();

    type('Country', 'Nigeria');
    type('State', 'federal');
    await waitFor(() => expect(optionNames('State')).toEqual(['Abuja Federal Capital Territory']));
    key('State', 'ArrowDown');
    key('State', 'Enter');

    type('City', 'ab');
    await waitFor(() => expect(optionNames('City')).toEqual(['Abuja']));
    // The mouse works too; the list stays open until the click lands.
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Abuja' }));
    fireEvent.click(screen.getByRole('option', { name: 'Abuja' }));

    expect(submitted()).toEqual({ country: 'Nigeria', state: 'Abuja Federal Capital Territory', city: 'Abuja' });
    expect(placeRequests).toEqual(['/places/countries.json', '/places/NG/states.json', '/places/NG/FC/cities.json']);
  });

  it('clears state and city when another country is chosen', async () => {
    stubFetch();
    const { submitted } = renderPicker({ defaultValue: { country: 'Nigeria', state: 'Lagos', city: 'Ikeja' } });
    await countriesLoaded();

    type('Country', 'gha');
    key('Country', 'ArrowDown');
    key('Country', 'Enter');

    expect(submitted()).toEqual({ country: 'Ghana', state: '', city: '' });
    type('State', 'Greater');
    await waitFor(() => expect(optionNames('State')).toEqual(['Greater Accra']));
  });

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    stubFetch();
    renderPicker();
    await countriesLoaded();

    type('Country', 'gh');
    expect(screen.getByRole('listbox')).toBeTruthy();
    key('Country', 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((box('Country') as HTMLInputElement).value).toBe('gh');
    key('Country', 'Escape');
    expect((box('Country') as HTMLInputElement).value).toBe('');
  });

  it('opens on a chosen value with the whole list, the choice highlighted (Alt+Down opens without moving)', async () => {
    stubFetch();
    renderPicker({ defaultValue: { country: 'Ghana' } });
    await countriesLoaded();
    key('Country', 'ArrowDown', { altKey: true });
    expect(optionNames()).toEqual(['Antarctica', 'Ghana', 'Niger', 'Nigeria']);
    const active = document.getElementById(box('Country').getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('Ghana');
  });

  it('keeps typed text where there is no list: a country without states, a city missing from the list', async () => {
    stubFetch();
    const { submitted } = renderPicker();
    await countriesLoaded();

    type('Country', 'antarctica');
    fireEvent.blur(box('Country'));
    // Tidied to the list's spelling on leaving the field.
    expect((box('Country') as HTMLInputElement).value).toBe('Antarctica');
    await screen.findByText('No list for this one: type it in.');
    type('State', 'Ross Dependency');
    type('City', 'McMurdo Station');
    fireEvent.blur(box('City'));

    expect(submitted()).toEqual({ country: 'Antarctica', state: 'Ross Dependency', city: 'McMurdo Station' });
  });

  it('shows the label, the required marker and an error tied to the field', async () => {
    stubFetch();
    renderPicker({ errors: { country: 'Please choose your country.' } });
    await act(async () => {});
    expect(box('Country').getAttribute('aria-invalid')).toBe('true');
    expect(box('Country').hasAttribute('required')).toBe(true);
    const describedBy = box('Country').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please choose your country.');
    expect(box('State').hasAttribute('required')).toBe(false);
  });

  it('fetches each list once, however many pickers use it', async () => {
    const { placeRequests } = stubFetch();
    render(
      <>
        <PlacePicker />
        <PlacePicker />
      </>,
    );
    await waitFor(() => expect(placeRequests).toEqual(['/places/countries.json']));
  });
});
