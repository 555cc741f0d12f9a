import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { paths, rentalDetailsHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import { BROWSE_PAGE_SIZE, DEFAULT_BROWSE, isFiltered, nearOf, toBrowseVariables } from '../browse-params';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatPrice } from '../format';
import { distanceText } from '../map/DistanceAway';
import { MAP } from '../map/map-i18n';
import { NearSearch } from '../map/NearSearch';
import { ResultsMap } from '../map/ResultsMap';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { ToolCard } from '../components/ToolCard';
import { SaveSearchButton } from '../saved/SaveSearchButton';
import { MarketplaceFilters } from './MarketplaceFilters';
import { useBrowseState } from './use-browse-state';
import '../rentals.css';

/** One request per results page: the page of tools and the categories for the filter. */
const ToolsForBrowseDocument = graphql(`
  query ToolsForBrowse($filter: ToolBrowseInput!, $orderBy: ToolOrder!, $page: PageInput!) {
    tools(filter: $filter, orderBy: $orderBy, page: $page) {
      total
      totalCapped
      page
      pageSize
      items {
        ...ToolCardFields
      }
    }
    rentalCategories {
      id
      name
    }
    bookingSettings {
      today
    }
    site {
      currencies
      mapTileUrl
      mapAttribution
      mapAttributionUrl
    }
  }
`);

/** The marketplace: listed tools, searched, filtered, sorted and paged on the server. */
export function Marketplace() {
  const [state, update] = useBrowseState();
  const { t, language } = useTranslation(MAP);
  const [mapShown, setMapShown] = useState(false);
  const mapId = useId();
  const resultCountRef = useRef<HTMLParagraphElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(ToolsForBrowseDocument, {
    variables: toBrowseVariables(state),
    // Listings change under the user's feet (new tools, unlisted ones): show the cached page at once,
    // then the server's.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const page = shown?.tools;
  const categories = shown?.rentalCategories ?? [];
  const filtered = isFiltered(state);
  const near = nearOf(state);
  const center =
    near?.latitude != null && near.longitude != null ? { latitude: near.latitude, longitude: near.longitude } : null;
  const items = page?.items;
  // The map's markers: the tools of this page that have a place (the list shows them all).
  const markers = useMemo(
    () =>
      (items ?? []).flatMap((tool) =>
        tool.latitude != null && tool.longitude != null
          ? [
              {
                key: tool.id,
                latitude: tool.latitude,
                longitude: tool.longitude,
                href: rentalDetailsHref(tool.id, tool.name),
                text: tool.price.formatted,
                label: [
                  tool.name,
                  formatPrice(tool.price, tool.rentalCircle),
                  tool.distanceKm != null ? distanceText(tool.distanceKm, t, language) : '',
                ]
                  .filter(Boolean)
                  .join(', '),
              },
            ]
          : [],
      ),
    [items, t, language],
  );

  const clearFilters = useCallback(() => {
    update({ ...DEFAULT_BROWSE, sort: state.sort });
    // The button goes away with the filters: keep keyboard focus at the results rather than lose it.
    resultCountRef.current?.focus({ preventScroll: true });
  }, [update, state.sort]);

  // A page past the end (a shared link, tools unlisted since): go to the last page there is.
  const lastPage = page ? Math.max(1, Math.ceil(page.total / BROWSE_PAGE_SIZE)) : null;
  useEffect(() => {
    if (data && lastPage !== null && state.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [data, lastPage, state.page, update]);

  function goToPage(next: number) {
    update({ page: next });
    // The new page starts at the top of the results, and so does keyboard focus (the count is read out).
    resultCountRef.current?.focus({ preventScroll: true });
    resultCountRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }

  return (
    <section className="marketplace" aria-labelledby="marketplace-heading">
      <h2 id="marketplace-heading" className="marketplace__heading">
        Find a tool to rent
      </h2>
      <MarketplaceFilters
        state={state}
        categories={categories}
        onChange={update}
        today={shown?.bookingSettings.today}
        currencies={shown?.site.currencies}
      />
      <NearSearch state={state} onChange={update} />

      <div className="marketplace__summary">
        <p ref={resultCountRef} role="status" tabIndex={-1} className="marketplace__count">
          {page ? resultCount(page.total, page.totalCapped, filtered) : ''}
        </p>
        {filtered && (
          <Button variant="ghost" className="marketplace__clear" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
        {filtered && <SaveSearchButton filter={toBrowseVariables(state).filter} />}
        <Button
          variant="secondary"
          className="marketplace__view"
          aria-expanded={mapShown}
          aria-controls={mapId}
          onClick={() => setMapShown((current) => !current)}
        >
          {mapShown ? t('view.hideMap') : t('view.showMap')}
        </Button>
      </div>
      <div id={mapId}>
        {mapShown && (
          <ResultsMap
            markers={markers}
            center={center}
            tileUrl={shown?.site.mapTileUrl}
            attribution={shown?.site.mapAttribution}
            attributionUrl={shown?.site.mapAttributionUrl}
          />
        )}
      </div>

      {error && !data ? (
        <QueryProblem title="Could not load the marketplace" error={error} onRetry={() => void refetch()} />
      ) : !page ? (
        <LoadingState label="Loading tools…" />
      ) : page.items.length === 0 && page.total === 0 ? (
        <div className="marketplace__empty">
          {filtered ? (
            <p>No tools match your search. Try other words, another category or a wider price range.</p>
          ) : (
            <>
              <p>No tools are listed yet. Be the first to rent yours out.</p>
              <Link to={paths.user.addRental} className={buttonClassName('primary')}>
                Add Rental
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <ul className="tool-grid" aria-busy={loading || undefined}>
            {page.items.map((tool, index) => (
              <li key={tool.id}>
                <ToolCard tool={tool} headingLevel="h3" priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            page={state.page}
            pageSize={BROWSE_PAGE_SIZE}
            total={page.total}
            totalCapped={page.totalCapped}
            onPage={goToPage}
            label="Result pages"
          />
        </>
      )}
    </section>
  );
}

function resultCount(total: number, capped: boolean, filtered: boolean): string {
  const tools = capped
    ? `${total.toLocaleString('en')}+ tools`
    : total === 1
      ? '1 tool'
      : `${total.toLocaleString('en')} tools`;
  return filtered ? `${tools} found` : `${tools} available`;
}
