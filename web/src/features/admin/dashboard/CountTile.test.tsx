import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/utils';
import { CountTile } from './CountTile';

describe('CountTile', () => {
  it('opens the list it counts, with grouped digits', () => {
    renderAt(
      <ul>
        <CountTile label="Users" value={12345} to="/admin/all-users" />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Users 12,345' }).getAttribute('href')).toBe('/admin/all-users');
  });

  it('shows a figure without a list (revenue) as plain text, as written out', () => {
    renderAt(
      <ul>
        <CountTile label="Revenue" value="$1,234.50" />
        <CountTile label="Bookings in progress" value={null} />
      </ul>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    // Before the numbers arrive.
    expect(screen.getByText('…')).toBeTruthy();
  });
});
