import { Link } from 'react-router-dom';
import { Avatar } from '../../components/ui/Avatar';
import { paths } from '../../config/paths';
import { useSignedInUser } from '../../lib/auth/use-session';
import { fullName } from '../../lib/names';
import { placeOf } from './format';
import { formatInstantDay } from '../../lib/date-time';
import { useSiteTimeZones } from '../../lib/site-time-zones';
import './account.css';

/**
 * The top of the user's dashboard: who is signed in, in one compact line, so the marketplace below
 * stays the main content. The full profile is in Settings.
 */
export function AccountWelcome() {
  const user = useSignedInUser();
  const name = fullName(user);
  // A day of the marketplace's calendar ('…' until its zone is known).
  const zone = useSiteTimeZones()?.marketplace;
  const details = [
    user.role === 'ADMIN' ? 'Administrator account' : null,
    placeOf(user) || null,
    `Member since ${formatInstantDay(user.createdAt, zone)}`,
  ].filter(Boolean);

  return (
    <div className="account-welcome">
      <Avatar name={name} imageUrl={user.image} />
      <div>
        <h1>Welcome, {user.firstName}</h1>
        <p>
          {details.join(' · ')} · <Link to={paths.user.myProfile}>Edit your profile</Link>
        </p>
      </div>
    </div>
  );
}
