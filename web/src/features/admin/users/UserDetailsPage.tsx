import { useQuery } from '@apollo/client/react';
import { Avatar } from '../../../components/ui/Avatar';
import { Card } from '../../../components/ui/Card';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminUserDetailsQuery } from '../../../gql/graphql';
import { DetailList } from '../components/DetailList';
import { DetailsFrame, useIdParam } from '../components/DetailsFrame';
import { RelatedLinks, searchHref } from '../components/RelatedLinks';
import { formatDateTime, fullName } from '../format';

const AdminUserDetailsDocument = graphql(`
  query AdminUserDetails($id: ID!) {
    user(id: $id) {
      id
      role
      userName
      firstName
      lastName
      email
      phone
      country
      state
      city
      address
      image
      createdAt
    }
  }
`);

export function UserDetailsPage() {
  const id = useIdParam();
  const { data, loading, error, refetch } = useQuery(AdminUserDetailsDocument, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  return (
    <DetailsFrame
      title="User details"
      back={{ to: paths.admin.allUsers, label: 'All Users' }}
      id={id}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
    >
      {data && <UserDetails user={data.user} />}
    </DetailsFrame>
  );
}

function UserDetails({ user }: { user: AdminUserDetailsQuery['user'] }) {
  const name = fullName(user);
  return (
    <div className="details-grid">
      <Card>
        <div className="details-title">
          <Avatar name={name} imageUrl={user.image} size="lg" />
          <div>
            <h2>{name}</h2>
            <p>{user.role === 'Admin' ? 'Administrator' : 'User'}</p>
          </div>
        </div>
        <DetailList
          items={[
            { label: 'User id', value: <code>{user.id}</code> },
            { label: 'Role', value: user.role },
            { label: 'User name', value: user.userName },
            { label: 'First name', value: user.firstName },
            { label: 'Last name', value: user.lastName },
            { label: 'Email', value: <a href={`mailto:${user.email}`}>{user.email}</a> },
            { label: 'Phone', value: user.phone },
            { label: 'Country', value: user.country },
            { label: 'State', value: user.state },
            { label: 'City', value: user.city },
            { label: 'Address', value: user.address },
            { label: 'Member since', value: formatDateTime(user.createdAt) },
          ]}
        />
      </Card>
      <RelatedLinks
        links={[
          { to: searchHref(paths.admin.allParticipants, user.email), label: 'Expo registrations with this e-mail' },
          { to: searchHref(paths.admin.allSponsors, user.email), label: 'Sponsorship applications with this e-mail' },
          { to: searchHref(paths.admin.outbox, user.email), label: 'E-mails sent to this address' },
        ]}
      />
    </div>
  );
}
