import type { PageInput, ToolBrowseInput, ToolOrder } from '../../gql/graphql';
import { isPriceBound, normalizePrice } from './price';
import { currencyCodeOf } from '../../lib/money';

/**
 * The marketplace's search and filters live in the URL query, so a search can be shared, bookmarked,
 * refreshed and walked through with Back and Forward. Unknown or malformed values are ignored rather
 * than sent to the API.
 */
export interface BrowseState {
  search: string;
  categoryId: string;
  city: string;
  minPrice: string;
  maxPrice: string;
  /** Only tools priced per hour or per day ('' both), so that prices compare like with like. */
  circle: BrowseCircle;
  /** Only tools priced in this currency (ISO 4217; '' any); price bounds are in it (the site's when ''). */
  currency: string;
  /** Free for the whole of these days (YYYY-MM-DD, both included). */
  freeFrom: string;
  freeTo: string;
  /**
   * Near a city (country, state and city names, as the place picker gives them) or a point (the
   * visitor's location, rounded to 2 decimals, about 1 km, before it goes into an address): the
   * marketplace then keeps to tools within `radius` kilometres and can sort by distance.
   */
  nearCountry: string;
  nearState: string;
  nearCity: string;
  nearLat: string;
  nearLng: string;
  /** Kilometres from the near place ('' the API's default, 50), one of RADII. */
  radius: string;
  sort: BrowseSort;
  page: number;
}

/**
 * The sort menu. The URL keeps these words (links shared before stay valid); the API is asked for the
 * field and direction each one stands for.
 */
export type BrowseSort = 'newest' | 'priceLow' | 'priceHigh' | 'rating' | 'distance';
export type BrowseCircle = '' | 'day' | 'hour';
export const CIRCLES: readonly { value: BrowseCircle; label: string }[] = [
  { value: '', label: 'Hour or day' },
  { value: 'day', label: 'Per day' },
  { value: 'hour', label: 'Per hour' },
];
export const SORTS: readonly { value: BrowseSort; label: string; orderBy: ToolOrder }[] = [
  { value: 'newest', label: 'Newest first', orderBy: { field: 'CREATED_AT', direction: 'DESC' } },
  { value: 'priceLow', label: 'Price: low to high', orderBy: { field: 'PRICE', direction: 'ASC' } },
  { value: 'priceHigh', label: 'Price: high to low', orderBy: { field: 'PRICE', direction: 'DESC' } },
  { value: 'rating', label: 'Best rated', orderBy: { field: 'RATING', direction: 'DESC' } },
  { value: 'distance', label: 'Distance: nearest first', orderBy: { field: 'DISTANCE', direction: 'ASC' } },
];

/** The radius choices, in kilometres (the API takes 1 to 500; 50 when none is given). */
export const RADII = ['5', '10', '25', '50', '100', '250', '500'] as const;
export const DEFAULT_RADIUS = '50';

export const BROWSE_PAGE_SIZE = 12;

export const DEFAULT_BROWSE: BrowseState = {
  search: '',
  categoryId: '',
  city: '',
  minPrice: '',
  maxPrice: '',
  circle: '',
  currency: '',
  freeFrom: '',
  freeTo: '',
  nearCountry: '',
  nearState: '',
  nearCity: '',
  nearLat: '',
  nearLng: '',
  radius: '',
  sort: 'newest',
  page: 1,
};

/** Query-string keys: short, and the same as the filters' meaning. */
const KEYS = {
  search: 'q',
  categoryId: 'category',
  city: 'city',
  minPrice: 'min',
  maxPrice: 'max',
  circle: 'per',
  currency: 'cur',
  freeFrom: 'from',
  freeTo: 'to',
  nearCountry: 'ncountry',
  nearState: 'nstate',
  nearCity: 'ncity',
  nearLat: 'lat',
  nearLng: 'lng',
  radius: 'km',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof BrowseState, string>;

const MAX_TEXT = 200;
/** The API's deepest page: a larger one in a URL would be refused rather than show an empty page. */
const MAX_PAGE = 1_000_000;

export function readBrowseState(params: URLSearchParams): BrowseState {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, MAX_TEXT);
  const price = (key: string) => {
    const value = normalizePrice(text(key));
    return isPriceBound(value) ? value : '';
  };
  const day = (key: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text(key)) ? text(key) : '');
  const coordinate = (key: string, limit: number) => {
    const value = Number(text(key));
    return text(key) !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? String(roundCoordinate(value)) : '';
  };
  const sort = params.get(KEYS.sort);
  const circle = params.get(KEYS.circle);
  const page = Number(params.get(KEYS.page));
  return {
    search: text(KEYS.search),
    categoryId: text(KEYS.categoryId),
    city: text(KEYS.city),
    minPrice: price(KEYS.minPrice),
    maxPrice: price(KEYS.maxPrice),
    circle: circle === 'day' || circle === 'hour' ? circle : '',
    currency: /^[A-Za-z]{3}$/.test(text(KEYS.currency)) ? text(KEYS.currency).toUpperCase() : '',
    freeFrom: day(KEYS.freeFrom),
    freeTo: day(KEYS.freeTo),
    nearCountry: text(KEYS.nearCountry),
    nearState: text(KEYS.nearState),
    nearCity: text(KEYS.nearCity),
    nearLat: coordinate(KEYS.nearLat, 90),
    nearLng: coordinate(KEYS.nearLng, 180),
    radius: (RADII as readonly string[]).includes(text(KEYS.radius)) ? text(KEYS.radius) : '',
    sort: SORTS.find((s) => s.value === sort)?.value ?? DEFAULT_BROWSE.sort,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** Only what differs from the defaults, so a plain marketplace has a plain URL. */
export function writeBrowseState(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(KEYS) as (keyof BrowseState)[]) {
    const value = String(state[key]).trim();
    if (value !== '' && value !== String(DEFAULT_BROWSE[key])) params.set(KEYS[key], value);
  }
  return params;
}

/** A coordinate to 2 decimals (about 1 km): precise enough to search near, not to find a home. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Where the search measures from, when it has a place: a point or a city (with its country). */
export function nearOf(state: BrowseState): ToolBrowseInput['near'] {
  if (state.nearLat && state.nearLng) return { latitude: Number(state.nearLat), longitude: Number(state.nearLng) };
  if (state.nearCountry && state.nearCity)
    return { country: state.nearCountry, ...(state.nearState ? { state: state.nearState } : {}), city: state.nearCity };
  return null;
}

/** A new search or filter starts again at page 1; only a page change keeps the others as they are. */
export function changeBrowseState(state: BrowseState, change: Partial<BrowseState>): BrowseState {
  const next = { ...state, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export interface BrowseVariables {
  filter: ToolBrowseInput;
  orderBy: ToolOrder;
  page: PageInput;
}

/** What the `tools` query is asked for: the filters in force, the order and the page. */
export function toBrowseVariables(state: BrowseState, pageSize = BROWSE_PAGE_SIZE): BrowseVariables {
  // Distance needs a place to measure from: without one, the default order.
  const sort = state.sort === 'distance' && !nearOf(state) ? DEFAULT_BROWSE.sort : state.sort;
  const orderBy = (SORTS.find((s) => s.value === sort) ?? SORTS[0]!).orderBy;
  return { filter: toBrowseFilter(state), orderBy, page: { page: state.page, pageSize } };
}

function toBrowseFilter(state: BrowseState): ToolBrowseInput {
  const filter: ToolBrowseInput = {};
  if (state.search) filter.search = state.search;
  if (state.categoryId) filter.categoryId = state.categoryId;
  if (state.city) filter.city = state.city;
  // Prices go as the decimal text typed (checked above), so no float rounds them on the way.
  if (state.minPrice) filter.minPrice = state.minPrice;
  if (state.maxPrice) filter.maxPrice = state.maxPrice;
  if (state.circle) filter.rentalCircle = state.circle === 'day' ? 'DAILY' : 'HOURLY';
  if (state.currency) filter.currency = currencyCodeOf(state.currency);
  // One day given means that day; days given the wrong way round are read in order.
  const days = [state.freeFrom, state.freeTo].filter(Boolean).sort();
  if (days.length) {
    filter.freeFrom = days[0]!;
    filter.freeTo = days.at(-1)!;
  }
  const near = nearOf(state);
  if (near) {
    filter.near = near;
    if (state.radius) filter.radiusKm = Number(state.radius);
  }
  return filter;
}

/** Whether anything narrows the list (for the empty state's wording and the "clear" action). */
export function isFiltered(state: BrowseState): boolean {
  return Boolean(
    state.search ||
    state.categoryId ||
    state.city ||
    state.minPrice ||
    state.maxPrice ||
    state.circle ||
    state.currency ||
    state.freeFrom ||
    state.freeTo ||
    nearOf(state),
  );
}

/**
 * What cannot match as the filters stand, in words for the renter: a minimum above the maximum, days
 * the wrong way round or already past (`today` is YYYY-MM-DD, the renter's own), and prices compared
 * across hourly and daily tools. The list still loads; these say why it may look wrong.
 */
export function browseProblems(state: BrowseState, today: string): { field: keyof BrowseState; message: string }[] {
  const problems: { field: keyof BrowseState; message: string }[] = [];
  if (state.minPrice && state.maxPrice && Number(state.minPrice) > Number(state.maxPrice))
    problems.push({
      field: 'minPrice',
      message: `The minimum price (${state.minPrice}) is above the maximum (${state.maxPrice}): no tool can match. Lower the minimum or raise the maximum.`,
    });
  if (state.freeFrom && state.freeFrom < today)
    problems.push({ field: 'freeFrom', message: '“Free from” is in the past: choose today or a later day.' });
  if (state.freeTo && state.freeTo < today)
    problems.push({ field: 'freeTo', message: '“Free until” is in the past: choose today or a later day.' });
  if (state.freeFrom && state.freeTo && state.freeTo < state.freeFrom)
    problems.push({
      field: 'freeTo',
      message: '“Free until” is before “Free from”: the days are read in order, from the earlier to the later.',
    });
  const byPrice = state.minPrice || state.maxPrice || state.sort === 'priceLow' || state.sort === 'priceHigh';
  if (byPrice && !state.circle)
    problems.push({
      field: 'circle',
      message:
        'Prices are compared as they are, per hour and per day alike: choose “Per day” or “Per hour” to compare like with like.',
    });
  return problems;
}
