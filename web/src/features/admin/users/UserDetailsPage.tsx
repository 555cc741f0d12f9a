import { Avatar } from '../../../components/ui/Avatar';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminUserDetailsQuery } from '../../../gql/graphql';
import { searchHref } from '../components/RelatedLinks';
import { fullName } from '../../../lib/names';
import { formatDateTime } from '../format';
import { contactDetails, RecordDetails, RecordPage } from '../layout/RecordPage';

const AdminUserDetailsDocument = graphql(`
  query AdminUserDetails($id: ID!) {
    user(id: $id) {
      ...AdminUserRowFields
      nickname
      address
      image
      createdAt
    }
  }
`);

export function UserDetailsPage() {
  return (
    <RecordPage
      title="User details"
      back={{ to: paths.admin.allUsers, label: 'All Users' }}
      query={AdminUserDetailsDocument}
    >
      {(data) => data.user && <UserDetails user={data.user} />}
    </RecordPage>
  );
}

function UserDetails({ user }: { user: NonNullable<AdminUserDetailsQuery['user']> }) {
  const name = fullName(user);
  return (
    <RecordDetails
      media={<Avatar name={name} imageUrl={user.image} size="lg" />}
      heading={name}
      subheading={user.role === 'ADMIN' ? 'Administrator' : 'User'}
      items={[
        { label: 'User id', value: <code>{user.id}</code> },
        { label: 'Role', value: user.role === 'ADMIN' ? 'Admin' : 'User' },
        { label: 'User name', value: user.nickname },
        { label: 'First name', value: user.firstName },
        { label: 'Last name', value: user.lastName },
        ...contactDetails(user),
        { label: 'Member since', value: formatDateTime(user.createdAt) },
      ]}
      related={[
        { to: searchHref(paths.admin.allParticipants, user.email), label: 'Expo registrations with this e-mail' },
        { to: searchHref(paths.admin.allSponsors, user.email), label: 'Sponsorship applications with this e-mail' },
        { to: searchHref(paths.admin.outbox, user.email), label: 'E-mails sent to this address' },
      ]}
    />
  );
}
