import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/utils';
import { useListState, type ListControls } from './use-list-state';

const FILTERS = ['country', 'checkedIn'] as const;
const ORDER_FIELDS = { lastName: 'LAST_NAME', email: 'EMAIL' } as const;
/** The hook's latest return value, captured after each render. */
const latest: { controls?: ListControls<(typeof FILTERS)[number], 'LAST_NAME' | 'EMAIL'> } = {};

function Probe() {
  const controls = useListState(FILTERS, ORDER_FIELDS);
  useEffect(() => {
    latest.controls = controls;
  });
  return <p data-testid="state">{JSON.stringify(controls.state)}</p>;
}

function renderList(search = '') {
  const { router } = renderAt(<Probe />, { pathname: '/admin/all-participants', search });
  return {
    router,
    query: () => new URLSearchParams(router.state.location.search),
    state: () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as ListControls<never>['state'],
  };
}

describe('useListState', () => {
  it('reads the list from the URL query, falling back to defaults for missing or bad values', () => {
    const { state } = renderList('?page=3&pageSize=50&search=amara&sortBy=lastName&sortDirection=desc&country=Ghana');
    expect(state()).toEqual({
      page: 3,
      pageSize: 50,
      search: 'amara',
      sortBy: 'lastName',
      sortDirection: 'desc',
      filters: { country: 'Ghana', checkedIn: '' },
    });
    expect(latest.controls!.listArgs).toEqual({
      page: { page: 3, pageSize: 50 },
      search: 'amara',
      orderBy: { field: 'LAST_NAME', direction: 'DESC' },
    });

    renderList('?page=-2&pageSize=7');
    expect(latest.controls!.state.page).toBe(1);
    renderList('?page=99999999999');
    expect(latest.controls!.state.page).toBe(1);
    expect(latest.controls!.state.pageSize).toBe(25);
    expect(latest.controls!.listArgs.orderBy).toBeNull();
  });

  it("sends the list's order field for the URL's sort key, and the default order for one it does not know", () => {
    renderList('?sortBy=email');
    expect(latest.controls!.listArgs.orderBy).toEqual({ field: 'EMAIL', direction: 'ASC' });
    renderList('?sortBy=password&sortDirection=desc');
    expect(latest.controls!.listArgs.orderBy).toBeNull();
    renderList('?sortBy=constructor');
    expect(latest.controls!.listArgs.orderBy).toBeNull();
  });

  it('goes back to page 1 when the search, a filter or the sort changes, and keeps the rest', async () => {
    const { query } = renderList('?page=4&country=Ghana');
    await act(() => latest.controls!.setSearch('ngozi'));
    expect(query().get('search')).toBe('ngozi');
    expect(query().get('page')).toBeNull();
    expect(query().get('country')).toBe('Ghana');

    await act(() => latest.controls!.setPage(2));
    await act(() => latest.controls!.setFilter('checkedIn', 'true'));
    expect(query().get('page')).toBeNull();
    expect(query().get('checkedIn')).toBe('true');

    await act(() => latest.controls!.setFilter('country', ''));
    expect(query().has('country')).toBe(false);
  });

  it('sorts ascending first, then toggles the direction on the same column', async () => {
    const { query } = renderList();
    await act(() => latest.controls!.toggleSort('email'));
    expect([query().get('sortBy'), query().get('sortDirection')]).toEqual(['email', 'asc']);
    await act(() => latest.controls!.toggleSort('email'));
    expect(query().get('sortDirection')).toBe('desc');
    await act(() => latest.controls!.toggleSort('country'));
    expect([query().get('sortBy'), query().get('sortDirection')]).toEqual(['country', 'asc']);
  });

  it('leaves defaults out of the URL and replaces the history entry while typing a search', async () => {
    const { router, query } = renderList('?pageSize=50');
    await act(() => latest.controls!.setPageSize(25));
    expect(query().has('pageSize')).toBe(false);

    await act(() => latest.controls!.setPage(2));
    const pushed = router.state.historyAction;
    await act(() => latest.controls!.setSearch('ada'));
    expect(pushed).toBe('PUSH');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('gives the CSV export the filters, search and sort without the paging', () => {
    renderList('?page=2&pageSize=10&search=ada&sortBy=email&sortDirection=asc&checkedIn=false');
    expect(latest.controls!.exportQuery.toString()).toBe('search=ada&sortBy=email&sortDirection=asc&checkedIn=false');
  });
});
