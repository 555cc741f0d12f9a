import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { renderRoutes, signInAs, signedOut } from '../../../test/utils';
import { Header } from './Header';

function renderHeader(at = '/about-us') {
  return renderRoutes([{ path: '*', element: <Header /> }], at);
}

function openAccountMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('menu', { name: 'Account' });
}

function itemNames(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('Header account menu', () => {
  it('offers Login and Signup when signed out', () => {
    signedOut();
    renderHeader();
    const menu = openAccountMenu('My Account');
    expect(itemNames(menu)).toEqual(['Login', 'Signup']);
    expect(within(menu).getByRole('menuitem', { name: 'Login' })).toHaveProperty('pathname', paths.login);
    expect(within(menu).getByRole('menuitem', { name: 'Signup' })).toHaveProperty('pathname', paths.createAccount);
  });

  it('shows the first name and offers Settings and Logout to a user', () => {
    signInAs({ firstName: 'Amara', role: 'USER' });
    renderHeader();
    const menu = openAccountMenu('Amara');
    expect(itemNames(menu)).toEqual(['Settings', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveProperty('pathname', paths.user.myProfile);
  });

  it('adds Admin Dashboard for an admin', () => {
    signInAs({ firstName: 'Ngozi', role: 'ADMIN' });
    renderHeader();
    const menu = openAccountMenu('Ngozi');
    expect(itemNames(menu)).toEqual(['Admin Dashboard', 'Settings', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveProperty(
      'pathname',
      paths.admin.dashboard,
    );
  });

  it('is keyboard operable: focus moves into the menu, Escape closes it and returns focus', () => {
    signedOut();
    renderHeader();
    const button = screen.getByRole('button', { name: 'My Account' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Login');

    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Signup');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Login');

    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', () => {
    signedOut();
    renderHeader();
    openAccountMenu('My Account');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('logs out: calls the logout mutation, clears local storage and goes home', async () => {
    signInAs({ firstName: 'Amara' });
    localStorage.setItem('something', 'kept by the old client');
    const fetchMock = vi.fn(async () => Response.json({ data: { logout: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderHeader('/about-us');

    const menu = openAccountMenu('Amara');
    await act(async () => {
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.root));
    expect(screen.getByRole('button', { name: 'My Account' })).toBeTruthy();
    expect(localStorage.length).toBe(0);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(init.body)).toContain('mutation Logout');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer access-token-1');
  });
});

describe('Header navigation', () => {
  it('links the site’s pages and shows Dashboard to signed-in users only', () => {
    signedOut();
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', paths.home],
      ['Programme', paths.programme],
      ['About Us', paths.aboutUs],
      ['Contact Us', paths.contactUs],
      ['Rent Tools', paths.tools],
      ['Register', paths.registration],
    ]);
  });

  it('adds the Dashboard item for a signed-in user', () => {
    signInAs();
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(paths.user.dashboard);
  });

  it('has a menu button that controls the navigation and closes on Escape', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-controls')).toBe('site-nav');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
