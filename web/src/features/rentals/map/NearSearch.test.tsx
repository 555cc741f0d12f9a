import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPlaceLists } from '../../../lib/places';
import { stubFetch } from '../../../test/fake-places';
import { renderRoutes } from '../../../test/utils';
import { useBrowseState } from '../marketplace/use-browse-state';
import { NearSearch } from './NearSearch';

function Harness() {
  const [state, update] = useBrowseState();
  const location = useLocation();
  return (
    <>
      <NearSearch state={state} onChange={update} />
      <output data-testid="query">{location.search}</output>
    </>
  );
}

const renderNear = (entry = '/tools') => renderRoutes([{ path: '/tools', element: <Harness /> }], entry);
const query = () => screen.getByTestId('query').textContent;

/** The browser's geolocation, answering each request with `answer`. */
function geolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail) },
  });
}

beforeEach(() => {
  resetPlaceLists();
  stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('Near', () => {
  it('asks for a country and a city before searching near one', async () => {
    renderNear();
    fireEvent.click(screen.getByRole('button', { name: 'Search near this city' }));
    expect(await screen.findByText('Choose a country and a city first.')).toBeTruthy();
    expect(query()).toBe('');
  });

  it("searches near the visitor's location, rounded to about 1 km, nearest first", async () => {
    geolocation((ok) =>
      ok({ coords: { latitude: 6.601234, longitude: 3.351987, accuracy: 20 } } as GeolocationPosition),
    );
    renderNear();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(query()).toBe('?lat=6.6&lng=3.35&sort=distance'));
    expect(screen.getByText('Tools within 50 km of your location')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Within' }), { target: { value: '10' } });
    await waitFor(() => expect(query()).toBe('?lat=6.6&lng=3.35&km=10&sort=distance'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear “near”' }));
    await waitFor(() => expect(query()).toBe(''));
  });

  it('says so when the browser does not share the location, and searches nothing', async () => {
    geolocation((_ok, fail) => fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    renderNear();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText(
        'Your browser did not share your location. Choose a city instead, or allow location for this site and try again.',
      ),
    ).toBeTruthy();
    expect(query()).toBe('');
  });
});
