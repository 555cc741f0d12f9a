import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { renderRoutes } from './utils';

/** Render `routes` inside one Apollo MockedProvider answering `mocks`, starting at `entry`. */
export function renderMockedRoutes(
  routes: RouteObject[],
  entry: Parameters<typeof renderRoutes>[1],
  mocks: MockLink.MockedResponse[],
) {
  return renderRoutes(
    [
      {
        element: (
          <MockedProvider mocks={mocks}>
            <Outlet />
          </MockedProvider>
        ),
        children: routes,
      },
    ],
    entry,
  );
}

/** The error text tied to a form field through aria-describedby. */
export function describedErrorOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.className === 'field__error')
    .map((el) => el?.textContent)
    .join(' ');
}
