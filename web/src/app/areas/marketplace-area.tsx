import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { paths, rentalDetailsHref } from '../../config/paths';
import { Marketplace } from '../../features/rentals/marketplace/Marketplace';
export { UnsubscribeSearchPage } from '../../features/rentals/saved/UnsubscribeSearchPage';
export { OwnerProfilePage } from '../../features/rentals/profiles/OwnerProfilePage';
import { usePageTitle } from '../../lib/use-page-title';
import { AreaApolloProvider } from '../providers/AreaApolloProvider';
import '../../features/rentals/rentals.css';

/**
 * The tool-rental marketplace, open to visitors: browse at /tools, one tool at /tools/<slug>-<id>.
 * Signing in is asked for at "Book", which brings the visitor back to the same tool with their dates.
 */
export function MarketplaceArea() {
  return (
    <AreaApolloProvider>
      {/* The marketplace is in English on every page: a French visitor's screen reader reads it as English. */}
      <div className="container public-marketplace" lang="en">
        <Outlet />
      </div>
    </AreaApolloProvider>
  );
}

/** `/tools`: search and filters in the URL, as on the signed-in dashboard. */
export function MarketplacePage() {
  usePageTitle(
    'Rent tools',
    'Rent drills, generators, ladders and more from people near you in Nigeria: by the hour or by the day.',
  );
  return (
    <div className="rentals-page">
      <header className="rentals-page__header">
        <h1>Rent tools near you</h1>
        <p>Drills, generators, ladders and more from people in your city, by the hour or by the day.</p>
      </header>
      <Marketplace />
    </div>
  );
}

/** The old client's tool address (`/user/rental-details?id=…`) leads to the public one. */
export function LegacyToolRedirect() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  return <Navigate to={id ? rentalDetailsHref(id) : paths.tools} replace />;
}

export { RentalDetailsPage as ToolPage } from '../../features/rentals/tool-details/RentalDetailsPage';
