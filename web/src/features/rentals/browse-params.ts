import type { PageInput, ToolBrowseInput, ToolOrder } from '../../gql/graphql';
import { isPriceBound, normalizePrice } from './price';

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
  sort: BrowseSort;
  page: number;
}

/**
 * The sort menu. The URL keeps these words (links shared before stay valid); the API is asked for the
 * field and direction each one stands for.
 */
export type BrowseSort = 'newest' | 'priceLow' | 'priceHigh' | 'rating';
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
];

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
  const orderBy = (SORTS.find((s) => s.value === state.sort) ?? SORTS[0]!).orderBy;
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
  if (state.currency) filter.currency = state.currency;
  // One day given means that day; days given the wrong way round are read in order.
  const days = [state.freeFrom, state.freeTo].filter(Boolean).sort();
  if (days.length) {
    filter.freeFrom = days[0]!;
    filter.freeTo = days.at(-1)!;
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
    state.freeTo,
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
