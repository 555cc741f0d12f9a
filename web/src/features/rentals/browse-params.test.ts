import { describe, expect, it } from 'vitest';
import {
  browseProblems,
  DEFAULT_BROWSE,
  changeBrowseState,
  isFiltered,
  readBrowseState,
  toBrowseVariables,
  writeBrowseState,
  type BrowseState,
} from './browse-params';

const CATEGORY = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the marketplace state in the URL', () => {
  it('reads every filter from the query string', () => {
    const state = readBrowseState(
      new URLSearchParams(
        `q=cordless+drill&category=${CATEGORY}&city=Lagos&min=10&max=50.5&per=day&cur=ngn&from=2026-12-10&to=2026-12-12&sort=priceLow&page=3`,
      ),
    );
    expect(state).toEqual({
      search: 'cordless drill',
      categoryId: CATEGORY,
      city: 'Lagos',
      minPrice: '10',
      maxPrice: '50.5',
      circle: 'day',
      currency: 'NGN',
      freeFrom: '2026-12-10',
      freeTo: '2026-12-12',
      nearCountry: '',
      nearState: '',
      nearCity: '',
      nearLat: '',
      nearLng: '',
      radius: '',
      sort: 'priceLow',
      page: 3,
    });
    expect(toBrowseVariables(state).filter).toMatchObject({ rentalCircle: 'DAILY', currency: 'NGN' });
    expect(readBrowseState(new URLSearchParams('per=week')).circle).toBe('');
    expect(readBrowseState(new URLSearchParams('cur=naira')).currency).toBe('');
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(readBrowseState(new URLSearchParams(''))).toEqual(DEFAULT_BROWSE);
    const state = readBrowseState(new URLSearchParams('sort=cheapest&page=-2&min=abc&max=1.234'));
    expect(state).toEqual(DEFAULT_BROWSE);
    expect(readBrowseState(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('ignores prices and pages from the URL that the API would refuse, instead of failing the page', () => {
    const state = readBrowseState(new URLSearchParams('min=1e308&max=30000000&page=99999999999'));
    expect(state).toEqual(DEFAULT_BROWSE);
    expect(toBrowseVariables(state)).toEqual({
      filter: {},
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
      page: { page: 1, pageSize: 12 },
    });
    expect(readBrowseState(new URLSearchParams('max=1000000.01&min=-5')).maxPrice).toBe('');
    const highest = readBrowseState(new URLSearchParams('min=1000000&max=1000000.00&page=1000000'));
    expect(highest).toMatchObject({ minPrice: '1000000', maxPrice: '1000000.00', page: 1_000_000 });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(writeBrowseState(DEFAULT_BROWSE).toString()).toBe('');
    const state = { ...DEFAULT_BROWSE, search: 'drill', city: 'Abuja', sort: 'rating' as const, page: 2 };
    const params = writeBrowseState(state);
    expect(params.toString()).toBe('q=drill&city=Abuja&sort=rating&page=2');
    expect(readBrowseState(params)).toEqual(state);
  });

  it('goes back to page 1 when a search or filter changes, but not when the page does', () => {
    const onPage3 = { ...DEFAULT_BROWSE, search: 'saw', page: 3 };
    expect(changeBrowseState(onPage3, { categoryId: CATEGORY }).page).toBe(1);
    expect(changeBrowseState(onPage3, { sort: 'priceHigh' }).page).toBe(1);
    expect(changeBrowseState(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('asks the API for exactly the filters in force, prices as the decimal text typed', () => {
    expect(toBrowseVariables(DEFAULT_BROWSE).filter).toEqual({});
    expect(
      toBrowseVariables({
        ...DEFAULT_BROWSE,
        search: 'drill',
        categoryId: CATEGORY,
        minPrice: '5',
        maxPrice: '20.5',
        page: 2,
      }),
    ).toEqual({
      filter: { search: 'drill', categoryId: CATEGORY, minPrice: '5', maxPrice: '20.5' },
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
      page: { page: 2, pageSize: 12 },
    });
  });

  it('asks for the order each sort of the menu stands for', () => {
    const orderOf = (sort: BrowseState['sort']) => toBrowseVariables({ ...DEFAULT_BROWSE, sort }).orderBy;
    expect(orderOf('priceLow')).toEqual({ field: 'PRICE', direction: 'ASC' });
    expect(orderOf('priceHigh')).toEqual({ field: 'PRICE', direction: 'DESC' });
    expect(orderOf('rating')).toEqual({ field: 'RATING', direction: 'DESC' });
  });

  it('asks for tools free on the chosen days, one day or a range in either order', () => {
    expect(toBrowseVariables({ ...DEFAULT_BROWSE, freeFrom: '2026-12-12', freeTo: '2026-12-10' }).filter).toMatchObject(
      {
        freeFrom: '2026-12-10',
        freeTo: '2026-12-12',
      },
    );
    expect(toBrowseVariables({ ...DEFAULT_BROWSE, freeTo: '2026-12-10' }).filter).toMatchObject({
      freeFrom: '2026-12-10',
      freeTo: '2026-12-10',
    });
    expect(readBrowseState(new URLSearchParams('from=next-week')).freeFrom).toBe('');
    expect(isFiltered({ ...DEFAULT_BROWSE, freeFrom: '2026-12-10' })).toBe(true);
  });

  it('knows when the list is narrowed (sort alone does not narrow it)', () => {
    expect(isFiltered(DEFAULT_BROWSE)).toBe(false);
    expect(isFiltered({ ...DEFAULT_BROWSE, sort: 'rating', page: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_BROWSE, city: 'Kano' })).toBe(true);
  });

  it('says which filters cannot match as they stand, and nothing when they can', () => {
    const today = '2026-11-24';
    const messages = (change: Partial<BrowseState>) => browseProblems({ ...DEFAULT_BROWSE, ...change }, today);
    expect(messages({ minPrice: '10', maxPrice: '40', circle: 'day', freeFrom: today, freeTo: '2026-12-01' })).toEqual(
      [],
    );
    expect(messages({ minPrice: '50', maxPrice: '40', circle: 'day' })).toEqual([
      expect.objectContaining({
        field: 'minPrice',
        message: expect.stringContaining('(50) is above the maximum (40)'),
      }),
    ]);
    // 9.5 is not above 10: numbers, not text, are compared.
    expect(messages({ minPrice: '9.5', maxPrice: '10', circle: 'hour' })).toEqual([]);
    expect(messages({ freeFrom: '2026-11-20', freeTo: '2026-11-19' }).map((p) => p.field)).toEqual([
      'freeFrom',
      'freeTo',
      'freeTo',
    ]);
    expect(messages({ sort: 'priceLow' })).toEqual([expect.objectContaining({ field: 'circle' })]);
    expect(messages({ sort: 'priceLow', circle: 'hour' })).toEqual([]);
  });

  it('searches near a city or a point, rounded to about 1 km, and sorts by distance only with one', () => {
    const city = readBrowseState(new URLSearchParams('ncountry=Nigeria&nstate=Lagos&ncity=Ikeja&km=25&sort=distance'));
    expect(toBrowseVariables(city)).toMatchObject({
      filter: { near: { country: 'Nigeria', state: 'Lagos', city: 'Ikeja' }, radiusKm: 25 },
      orderBy: { field: 'DISTANCE', direction: 'ASC' },
    });
    const point = readBrowseState(new URLSearchParams('lat=6.601234&lng=3.351987&sort=distance'));
    expect(point).toMatchObject({ nearLat: '6.6', nearLng: '3.35', radius: '' });
    expect(toBrowseVariables(point).filter).toEqual({ near: { latitude: 6.6, longitude: 3.35 } });
    expect(isFiltered(point)).toBe(true);
    // Out of range, a radius not offered, or distance without a place: ignored rather than refused.
    const bad = readBrowseState(new URLSearchParams('lat=91&lng=3&km=7&sort=distance'));
    expect(bad).toMatchObject({ nearLat: '', nearLng: '3', radius: '' });
    expect(toBrowseVariables(bad)).toMatchObject({ filter: {}, orderBy: { field: 'CREATED_AT' } });
    expect(writeBrowseState(point).toString()).toBe('lat=6.6&lng=3.35&sort=distance');
  });
});
