import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { AdminUnreadContactMessagesDocument } from '../../../gql/graphql';
import { renderRoutes, signInAs } from '../../../test/utils';
import { AdminLayout } from './AdminLayout';

function renderLayout(entry: string, unread = 0, role: 'ADMIN' | 'CHECK_IN' = 'ADMIN') {
  signInAs({ firstName: 'Halima', role });
  const mocks = [
    {
      request: { query: AdminUnreadContactMessagesDocument },
      result: { data: { adminUnreadContactMessages: unread } },
    },
  ];
  return renderRoutes(
    [
      {
        element: (
          <MockedProvider mocks={mocks}>
            <AdminLayout />
          </MockedProvider>
        ),
        children: [{ path: '*', element: <p>Page</p> }],
      },
    ],
    entry,
  );
}

describe('AdminLayout', () => {
  it('welcomes the admin by first name and says this is the admin area', () => {
    renderLayout(paths.admin.dashboard);
    expect(screen.getByText('Welcome, Halima')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
  });

  it('lists the core sidebar pages first, and marks the current page and section', () => {
    renderLayout(`${paths.admin.participantDetails}?id=p1`);
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.slice(0, 5).map((a) => a.textContent)).toEqual([
      'Dashboard',
      'All Users',
      'All Participants',
      'All Sponsors',
      'Send Email',
    ]);
    expect(screen.getByRole('link', { name: 'All Participants' }).getAttribute('aria-current')).toBe('true');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
  });

  it('folds the sidebar behind a disclosure button on small screens', () => {
    renderLayout(paths.admin.allUsers);
    const toggle = screen.getByRole('button', { name: /Admin menu/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'All Users' }).getAttribute('aria-current')).toBe('page');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Outbox' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('shows how many contact messages nobody has opened beside the inbox link', async () => {
    renderLayout(paths.admin.dashboard, 3);
    const inbox = await screen.findByRole('link', { name: /^Inbox\s*\(3 unread messages\)$/ });
    expect(inbox.getAttribute('href')).toBe(paths.admin.inbox);
  });

  it('shows check-in staff the desk alone, and asks nothing of the inbox', () => {
    renderLayout(paths.admin.checkIn, 3, 'CHECK_IN');
    expect(screen.getByText('Check-in staff')).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Admin' }).querySelectorAll('a');
    expect([...links].map((a) => a.textContent)).toEqual(['Check-in']);
  });
});
