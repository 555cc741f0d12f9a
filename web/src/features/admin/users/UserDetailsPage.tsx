import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminUserDetailsQuery } from '../../../gql/graphql';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { fullName } from '../../../lib/names';
import { RecordHistory } from '../audit/RecordHistory';
import { EditPanel } from '../components/EditPanel';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { ReasonDialog } from '../components/ReasonDialog';
import { searchHref } from '../components/RelatedLinks';
import { StatusBadge } from '../components/StatusBadge';
import { ROLE_LABELS } from '../format';
import { contactDetails, RecordDetails, RecordPage } from '../layout/RecordPage';
import { UserEditForm } from './UserEditForm';
import { SiteTime } from '../components/SiteTime';

const AdminUserDetailsDocument = graphql(`
  query AdminUserDetails($id: ID!) {
    user(id: $id) {
      ...AdminUserRowFields
      nickname
      address
      image
      disabledAt
      createdAt
    }
  }
`);

const DisableUserDocument = graphql(`
  mutation DisableUser($id: ID!, $reason: String!) {
    disableUser(id: $id, reason: $reason) {
      id
      disabledAt
    }
  }
`);

const EnableUserDocument = graphql(`
  mutation EnableUser($id: ID!, $reason: String!) {
    enableUser(id: $id, reason: $reason) {
      id
      disabledAt
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
  const me = useSignedInUser();
  const isSelf = me.id === user.id;
  const name = fullName(user);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const refetchQueries = ['RecordHistory'];
  const [disable] = useMutation(DisableUserDocument, { refetchQueries });
  const [enable] = useMutation(EnableUserDocument, { refetchQueries });
  const disabled = Boolean(user.disabledAt);

  return (
    <RecordDetails
      media={<Avatar name={name} imageUrl={user.image} size="lg" />}
      heading={name}
      subheading={user.role === 'ADMIN' ? 'Administrator' : ROLE_LABELS[user.role]}
      actions={
        <>
          <div className="details-actions">
            {disabled ? (
              <StatusBadge status="declined" label="Disabled" />
            ) : (
              <StatusBadge status="approved" label="Active" />
            )}
            <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
              Edit account
            </Button>
            {disabled ? (
              <ReasonDialog
                label="Enable account"
                title={`Enable the account of ${name}?`}
                detail={<p>They can sign in again.</p>}
                confirmLabel="Enable"
                busyLabel="Enabling…"
                onConfirm={async (reason) => {
                  await enable({ variables: { id: user.id, reason } });
                  setNotice({ tone: 'success', text: 'The account is enabled: it can sign in again.' });
                }}
              />
            ) : (
              !isSelf && (
                <ReasonDialog
                  label="Disable account"
                  title={`Disable the account of ${name}?`}
                  detail={
                    <p>
                      Every session of the account ends at once and it cannot sign in until it is enabled again. Its
                      tools, bookings and messages stay.
                    </p>
                  }
                  confirmLabel="Disable account"
                  busyLabel="Disabling…"
                  danger
                  onConfirm={async (reason) => {
                    await disable({ variables: { id: user.id, reason } });
                    setNotice({ tone: 'info', text: 'The account is disabled and its sessions have ended.' });
                  }}
                />
              )
            )}
          </div>
          <LiveNotice notice={notice} />
        </>
      }
      items={[
        { label: 'User id', value: <code>{user.id}</code> },
        { label: 'Role', value: ROLE_LABELS[user.role] },
        { label: 'User name', value: user.nickname },
        { label: 'First name', value: user.firstName },
        { label: 'Last name', value: user.lastName },
        ...contactDetails(user),
        { label: 'Member since', value: <SiteTime iso={user.createdAt} of="marketplace" /> },
        ...(disabled ? [{ label: 'Disabled', value: <SiteTime iso={user.disabledAt} of="marketplace" /> }] : []),
      ]}
      related={[
        { to: searchHref(paths.admin.allParticipants, user.email), label: 'Expo registrations with this e-mail' },
        { to: searchHref(paths.admin.allSponsors, user.email), label: 'Sponsorship applications with this e-mail' },
        { to: searchHref(paths.admin.outbox, user.email), label: 'E-mails sent to this address' },
      ]}
      below={
        <>
          {editing && (
            <EditPanel title="Edit account" onClose={() => setEditing(false)}>
              <UserEditForm
                user={user}
                isSelf={isSelf}
                onDone={() => {
                  setEditing(false);
                  setNotice({ tone: 'success', text: 'The account is saved.' });
                }}
              />
            </EditPanel>
          )}
          <RecordHistory targetId={user.id} />
        </>
      }
    />
  );
}
