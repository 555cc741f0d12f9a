import { Link } from 'react-router-dom';
import { Avatar } from '../../components/ui/Avatar';
import { paths } from '../../config/paths';
import { useSignedInUser } from '../../lib/auth/use-session';
import { fullName } from '../../lib/names';
import { formatDate, placeOf } from './format';
import './account.css';

/**
 * The top of the user's dashboard: who is signed in, in one compact line, so the marketplace below
 * stays the main content. The full profile is in Settings.
 */
export function AccountWelcome() {
  const user = useSignedInUser();
  const name = fullName(user);
  const details = [
    user.role === 'ADMIN' ? 'Administrator account' : null,
    placeOf(user) || null,
    `Member since ${formatDate(user.createdAt)}`,
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
