import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The old package entries link to /sponsorship: it leads to the same flow, keeping ?package=. */
export function SponsorshipRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.sponsorshipDetails, search }} replace />;
}
