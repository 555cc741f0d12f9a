import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminRentalCategoryDocument, DeleteRentalCategoryDocument } from '../../../gql/graphql';
import { renderAt, signInAs } from '../../../test/utils';
import { RentalCategoryDetailsPage } from './RentalCategoryDetailsPage';

const category: MockLink.MockedResponse = {
  request: { query: AdminRentalCategoryDocument, variables: { id: 'cat-1' } },
  result: {
    data: {
      rentalCategory: {
        __typename: 'RentalCategory',
        id: 'cat-1',
        name: 'Ladders',
        image: null,
        updatedAt: '2026-11-01T10:00:00.000Z',
      },
    },
  },
};

const remove = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: DeleteRentalCategoryDocument, variables: { id: 'cat-1' } },
  result,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderAt(
    <MockedProvider mocks={mocks}>
      <RentalCategoryDetailsPage />
    </MockedProvider>,
    '/admin/rental-category-details?id=cat-1',
  );
}

beforeEach(() => {
  signInAs({ role: 'ADMIN' });
});

describe('Update Rental Category: deleting it', () => {
  it('says why a category in use stays', async () => {
    const reason = '1 tool is listed under "Ladders": move it to another category first, or rename this one';
    renderPage([category, remove({ errors: [{ message: reason, extensions: { code: 'CONFLICT' } }] })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete category' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
  });

  it('deletes an unused one and goes back to the list with a notice', async () => {
    const { router } = renderPage([category, remove({ data: { deleteRentalCategory: 'cat-1' } })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete category' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Navigated away')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/all-rental-categories');
    expect(router.state.location.state).toEqual({ notice: 'Category “Ladders” deleted.' });
  });
});
