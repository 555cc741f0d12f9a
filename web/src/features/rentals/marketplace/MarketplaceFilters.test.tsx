import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/utils';
import { DEBOUNCE_MS } from '../components/DebouncedTextField';
import { MarketplaceFilters } from './MarketplaceFilters';
import { useBrowseState } from './use-browse-state';

const CATEGORIES = [
  { id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'Power tools' },
  { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Garden' },
];

function Harness({ currencies }: { currencies?: string[] }) {
  const [state, update] = useBrowseState();
  return <MarketplaceFilters state={state} categories={CATEGORIES} onChange={update} currencies={currencies} />;
}

function renderFilters(entry = '/user/user-dashboard', currencies?: string[]) {
  return renderRoutes([{ path: '/user/user-dashboard', element: <Harness currencies={currencies} /> }], entry);
}

describe('marketplace filters in the URL', () => {
  it('shows the filters of a shared link', () => {
    renderFilters(`/user/user-dashboard?q=drill&category=${CATEGORIES[1]!.id}&city=Kano&min=5&max=40&sort=priceHigh`);
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveProperty('value', 'drill');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveProperty('value', CATEGORIES[1]!.id);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveProperty('value', 'Kano');
    expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveProperty('value', '5');
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveProperty('value', '40');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'priceHigh');
    // Active filters are on show even on a phone.
    expect(screen.getByRole('button', { name: 'Filters and sort (4)' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('offers the currencies of a marketplace that has several, and says which one the price range is in', () => {
    const { router } = renderFilters('/user/user-dashboard?min=100', ['USD', 'NGN', 'GHS']);
    // The site's currency until another is chosen: prices of two currencies do not compare.
    expect(screen.getByRole('textbox', { name: 'Min price (USD)' })).toHaveProperty('value', '100');
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(screen.getByRole('option', { name: 'Nigerian naira (NGN)' })).toBeTruthy();
    fireEvent.change(currency, { target: { value: 'NGN' } });
    expect(router.state.location.search).toBe('?min=100&cur=NGN');
    expect(screen.getByRole('textbox', { name: 'Max price (NGN)' })).toBeTruthy();
  });

  it('has no currency choice where every price is in one', () => {
    renderFilters('/user/user-dashboard', ['USD']);
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Min price' })).toBeTruthy();
  });

  it('puts the keyword in the URL once typing pauses, back on page 1', async () => {
    const { router } = renderFilters('/user/user-dashboard?sort=rating&page=3');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tools' }), { target: { value: 'dri' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tools' }), { target: { value: 'drill ' } });
    // Not on every keystroke: nothing yet.
    expect(router.state.location.search).toBe('?sort=rating&page=3');
    await waitFor(() => expect(router.state.location.search).toBe('?q=drill&sort=rating'), {
      timeout: DEBOUNCE_MS * 4,
    });
  });

  it('keeps both prices when they are applied in the same moment (typed fast, committed together)', () => {
    const { router } = renderFilters('/user/user-dashboard?q=drill');
    const min = screen.getByRole('textbox', { name: 'Min price' });
    const max = screen.getByRole('textbox', { name: 'Max price' });
    fireEvent.change(min, { target: { value: '5' } });
    fireEvent.change(max, { target: { value: '40' } });
    // Both commits in one tick, before the page re-renders (Enter in each, as a fast typist's pauses end).
    act(() => {
      fireEvent.keyDown(min, { key: 'Enter' });
      fireEvent.keyDown(max, { key: 'Enter' });
    });
    expect(router.state.location.search).toBe('?q=drill&min=5&max=40');
    // Back to a query we did not write: what follows builds on it, not on the old one.
    act(() => {
      void router.navigate('/user/user-dashboard?city=Kano');
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'priceLow' } });
    expect(router.state.location.search).toBe('?city=Kano&sort=priceLow');
  });

  it('applies Enter at once, and a chosen category or sort as a new history entry', async () => {
    const { router } = renderFilters();
    const field = screen.getByRole('searchbox', { name: 'Search tools' });
    fireEvent.change(field, { target: { value: 'saw' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(router.state.location.search).toBe('?q=saw');

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: CATEGORIES[0]!.id } });
    expect(router.state.location.search).toBe(`?q=saw&category=${CATEGORIES[0]!.id}`);
    expect(router.state.historyAction).toBe('PUSH');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'priceLow' } });
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('priceLow');

    // Back undoes the sort, and the field follows the URL.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'newest');
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveProperty('value', 'saw');
  });

  it('does not apply a malformed price, and says why once typing pauses', async () => {
    const { router } = renderFilters();
    const lowest = screen.getByRole('textbox', { name: 'Min price' });
    fireEvent.change(lowest, { target: { value: '12.345' } });
    expect(
      await screen.findByText('Enter an amount such as 25 or 25.50', {}, { timeout: DEBOUNCE_MS * 4 }),
    ).toBeTruthy();
    expect(lowest.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');

    fireEvent.change(lowest, { target: { value: '12.50' } });
    await waitFor(() => expect(router.state.location.search).toBe('?min=12.50'), { timeout: DEBOUNCE_MS * 4 });
  });

  it("never writes a late search into the next page's URL (a result clicked while typing)", async () => {
    // The pending search comes due after the router has moved to the tool's page but before the
    // marketplace re-rendered: the update made by that last render must change nothing.
    let lateUpdate: ReturnType<typeof useBrowseState>[1] | undefined;
    function Capturing() {
      const [, update] = useBrowseState();
      lateUpdate ??= update;
      return null;
    }
    const { router } = renderRoutes(
      [
        {
          element: (
            <>
              <Capturing />
              <Outlet />
            </>
          ),
          children: [
            { path: '/user/user-dashboard', element: <p>Marketplace</p> },
            { path: '/user/rental-details', element: <p>Tool page</p> },
          ],
        },
      ],
      '/user/user-dashboard',
    );
    await act(() => router.navigate('/user/rental-details?id=tool-1'));
    await act(async () => lateUpdate!({ search: 'drill' }, { replace: true }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/user/rental-details?id=tool-1');
  });

  it('does not cancel the way to a tool page whose code is still loading', async () => {
    // The tool pages load lazily: the search comes due while the router is on its way there.
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const { router } = renderRoutes(
      [
        { path: '/user/user-dashboard', element: <Harness /> },
        {
          path: '/tools/:slug',
          lazy: async () => {
            await loaded;
            return { element: <p>Tool page</p> };
          },
        },
      ],
      '/user/user-dashboard',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tools' }), { target: { value: 'drill' } });
    let arrived: Promise<void> | undefined;
    act(() => {
      arrived = router.navigate('/tools/drill-1');
    });
    expect(router.state.navigation.state).toBe('loading');
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search tools' }), { key: 'Enter' });
    await act(async () => {
      release();
      await arrived;
    });
    expect(router.state.location.pathname).toBe('/tools/drill-1');
  });
});
