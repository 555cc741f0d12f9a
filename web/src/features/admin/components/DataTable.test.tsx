import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/utils';
import { DataTable, type Column } from './DataTable';
import { SortHeader } from './SortHeader';

interface Row {
  id: string;
  name: string;
  email: string;
}

const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Name', sortKey: 'lastName', render: (r) => r.name },
  { key: 'email', header: 'Email', sortKey: 'email', render: (r) => r.email },
  { key: 'phone', header: 'Phone', render: () => '—' },
];

const ROWS: Row[] = [
  { id: 'p1', name: 'Amara Okafor', email: 'amara@example.com' },
  { id: 'p2', name: 'Chidi Eze', email: 'chidi@example.com' },
];

function renderTable(sortBy: string | null, sortDirection: 'asc' | 'desc', onSort = vi.fn()) {
  const result = renderAt(
    <DataTable
      caption="All participants"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(r) => r.id}
      rowHref={(r) => `/admin/participant-details?id=${r.id}`}
      rowName={(r) => r.name}
      sortBy={sortBy}
      sortDirection={sortDirection}
      onSort={onSort}
      emptyText="No participants match."
    />,
    '/admin/all-participants',
  );
  return { ...result, onSort };
}

describe('SortHeader', () => {
  it('puts aria-sort on the sorted column only, with its direction', () => {
    renderTable('email', 'desc');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual([null, 'descending', null, null]);
  });

  it('reads ascending when sorted up, and sorts by the column’s server key when clicked', () => {
    const { onSort } = renderTable('lastName', 'asc');
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Email/ })).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('email');
  });

  it('is a button inside a column header, so it is reachable and usable by keyboard', () => {
    const onSort = vi.fn();
    renderAt(
      <table>
        <thead>
          <tr>
            <SortHeader label="Country" sortKey="country" sortBy={null} sortDirection="asc" onSort={onSort} />
          </tr>
        </thead>
      </table>,
    );
    const button = screen.getByRole('button', { name: /Country/ });
    expect(button.closest('th')?.getAttribute('scope')).toBe('col');
    expect(button.closest('th')?.hasAttribute('aria-sort')).toBe(false);
  });

  it('leaves columns without a sort key as plain headers', () => {
    renderTable(null, 'asc');
    expect(within(screen.getByRole('columnheader', { name: 'Phone' })).queryByRole('button')).toBeNull();
  });
});

describe('DataTable', () => {
  it('gives every row a real link named after the row, and opens the row when it is clicked', () => {
    const { router } = renderTable(null, 'asc');
    const link = screen.getByRole('link', { name: 'Details of Chidi Eze' });
    expect(link.getAttribute('href')).toBe('/admin/participant-details?id=p2');

    fireEvent.click(screen.getByText('amara@example.com'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/admin/participant-details?id=p1');
  });

  it('keeps the wide table in a focusable, named scroll region', () => {
    renderTable(null, 'asc');
    const region = screen.getByRole('region', { name: 'All participants' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });
});
