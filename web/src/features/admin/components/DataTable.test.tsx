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

function renderTable(
  sortBy: string | null,
  sortDirection: 'asc' | 'desc',
  onSort = vi.fn(),
  columnsKey: string | undefined = undefined,
) {
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
      columnsKey={columnsKey}
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

describe('the Columns chooser', () => {
  // The header text without the sort arrows.
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[^\p{L} ]/gu, ''));
  const chooser = () => screen.getByRole('button', { name: /^Columns/ });
  const box = (name: string) => screen.getByRole('checkbox', { name });

  it('is a closed disclosure until opened, with a checkbox per column, all shown', () => {
    renderTable(null, 'asc', vi.fn(), 'All participants');
    expect(chooser().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(chooser());
    expect(chooser().getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Columns of All participants' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, true, true]);
  });

  it('hides and shows columns, and remembers the choice for this table after a reload', () => {
    const first = renderTable(null, 'asc', vi.fn(), 'All participants');
    fireEvent.click(chooser());
    fireEvent.click(box('Phone'));
    fireEvent.click(box('Email'));
    expect(headers()).toEqual(['Name', 'Details']);
    expect(screen.getAllByRole('row')[1]!.querySelectorAll('td')).toHaveLength(2);
    expect(chooser().textContent).toContain('(1 of 3)');
    first.unmount();

    renderTable(null, 'asc', vi.fn(), 'All participants');
    expect(headers()).toEqual(['Name', 'Details']);
    fireEvent.click(chooser());
    fireEvent.click(box('Email'));
    expect(headers()).toEqual(['Name', 'Email', 'Details']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all columns' }));
    expect(headers()).toEqual(['Name', 'Email', 'Phone', 'Details']);
  });

  it('keeps each table’s choice apart', () => {
    const first = renderTable(null, 'asc', vi.fn(), 'All participants');
    fireEvent.click(chooser());
    fireEvent.click(box('Phone'));
    first.unmount();
    renderTable(null, 'asc', vi.fn(), 'All sponsors');
    expect(headers()).toContain('Phone');
  });

  it('never hides the last column shown', () => {
    renderTable(null, 'asc', vi.fn(), 'All participants');
    fireEvent.click(chooser());
    fireEvent.click(box('Phone'));
    fireEvent.click(box('Email'));
    expect((box('Name') as HTMLInputElement).disabled).toBe(true);
    expect((box('Email') as HTMLInputElement).disabled).toBe(false);
  });

  it('closes on Escape and gives focus back to its button', () => {
    renderTable(null, 'asc', vi.fn(), 'All participants');
    fireEvent.click(chooser());
    box('Phone').focus();
    fireEvent.keyDown(box('Phone'), { key: 'Escape' });
    expect(chooser().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(chooser());
  });

  it('is left out of tables that do not ask for it', () => {
    renderTable(null, 'asc');
    expect(screen.queryByRole('button', { name: /^Columns/ })).toBeNull();
  });
});
