import { formatInstantDay } from '../../../lib/date-time';
import './profiles.css';

/** A profile's heading, owner's or renter's: the first name, since when they are a member, a confirmed e-mail. */
export function ProfileHeader({
  profile,
  timeZone,
}: {
  profile: { firstName: string; memberSince: string; emailVerified: boolean; idVerified: boolean };
  timeZone: string;
}) {
  return (
    <header className="owner-profile__header">
      <h1>{profile.firstName}</h1>
      <p className="owner-profile__since">
        Member since {formatInstantDay(profile.memberSince, timeZone).replace(/^\d+ /, '')}
        {profile.idVerified && <span className="owner-profile__mark">ID verified</span>}
        {profile.emailVerified && <span className="owner-profile__mark">E-mail confirmed</span>}
      </p>
    </header>
  );
}
