import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminWaitlistQuery, RegistrationTypeFieldsFragment } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { count, formatDateTime } from '../format';
import { RecordPage } from '../layout/RecordPage';
import { placesText, type RegistrationTypesListState } from './AdminRegistrationTypesPage';
import { AdminRegistrationTypesDocument } from './registration-type-documents';
import { RegistrationTypeForm, type TypeCalendar } from './RegistrationTypeForm';

const AdminRegistrationTypeDocument = graphql(`
  query AdminRegistrationType($id: ID!) {
    site {
      expoStartDate
      expoEndDate
      expoTimeZone
      currency
      currencies
    }
    registrationType(ref: $id) {
      ...RegistrationTypeFields
    }
  }
`);

const AdminWaitlistDocument = graphql(`
  query AdminWaitlist($typeId: ID!, $page: PageInput) {
    adminWaitlist(typeId: $typeId, page: $page) {
      total
      page
      pageSize
      items {
        id
        email
        firstName
        lastName
        status
        holdsOffer
        joinedAt
        offerExpiresAt
      }
    }
  }
`);

const UpdateRegistrationTypeDocument = graphql(`
  mutation UpdateRegistrationType($id: ID!, $input: RegistrationTypeInput!) {
    updateRegistrationType(id: $id, input: $input) {
      ...RegistrationTypeFields
    }
  }
`);

const DeleteRegistrationTypeDocument = graphql(`
  mutation DeleteRegistrationType($id: ID!) {
    deleteRegistrationType(id: $id)
  }
`);

type WaitlistRow = AdminWaitlistQuery['adminWaitlist']['items'][number];

const WAITLIST_LABELS: Record<WaitlistRow['status'], string> = {
  WAITING: 'Waiting',
  OFFERED: 'Place offered',
  ACCEPTED: 'Registered',
  EXPIRED: 'Offer expired',
  WITHDRAWN: 'Declined the offer',
};

/** 'Edit Registration Type': its settings, its waitlist, and its deletion. */
export function RegistrationTypeDetailsPage() {
  return (
    <RecordPage
      title="Edit Registration Type"
      back={{ to: paths.admin.registrationTypes, label: 'Registration types' }}
      query={AdminRegistrationTypeDocument}
    >
      {(data) =>
        data.registrationType && (
          <>
            <Card className="admin-form-card">
              <p>{placesText(data.registrationType)}</p>
              <TypeEditor key={data.registrationType.id} type={data.registrationType} calendar={data.site} />
            </Card>
            <Card className="admin-form-card">
              <Waitlist typeId={data.registrationType.id} zone={data.site.expoTimeZone} />
            </Card>
            {!data.registrationType.isDefault && (
              <Card className="admin-form-card">
                <TypeDeletion type={data.registrationType} />
              </Card>
            )}
          </>
        )
      }
    </RecordPage>
  );
}

function TypeEditor({ type, calendar }: { type: RegistrationTypeFieldsFragment; calendar: TypeCalendar }) {
  const navigate = useNavigate();
  const [update] = useMutation(UpdateRegistrationTypeDocument, { refetchQueries: [AdminRegistrationTypesDocument] });
  return (
    <RegistrationTypeForm
      calendar={calendar}
      type={type}
      submitLabel="Save Type"
      busyLabel="Saving…"
      onSubmit={async (input) => {
        await update({ variables: { id: type.id, input } });
        const state: RegistrationTypesListState = { notice: `Type “${input.name}” saved.` };
        await navigate(paths.admin.registrationTypes, { state });
      }}
    />
  );
}

/** The type's waitlist, a page at a time: who waits, who holds an offer until when, what became of the others. */
function Waitlist({ typeId, zone }: { typeId: string; zone: string }) {
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(AdminWaitlistDocument, {
    variables: { typeId, page: { page, pageSize: 25 } },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminWaitlist;
  return (
    <section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">Waitlist</h2>
      {error && !list ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : !list ? (
        <LoadingState />
      ) : list.total === 0 ? (
        <p>Nobody is waiting: the waitlist opens when every place is taken.</p>
      ) : (
        <>
          <p>{count(list.total, 'entry', 'entries')}: those still in line first, first come first served.</p>
          <div className="table-scroll" role="region" aria-labelledby="waitlist-caption" tabIndex={0}>
            <table className="data-table waitlist-table">
              <caption id="waitlist-caption" className="visually-hidden">
                Waitlist, in line order
              </caption>
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col">Where it stands</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((w) => (
                  <tr key={w.id}>
                    <th scope="row" className="cell-wrap">
                      {w.firstName} {w.lastName}
                      <br />
                      <span className="waitlist-email">{w.email}</span>
                    </th>
                    <td className="cell-wrap cell-wrap--short">
                      {WAITLIST_LABELS[w.status]}
                      {w.holdsOffer && (
                        <>
                          <br />
                          until {formatDateTime(w.offerExpiresAt, zone)}
                        </>
                      )}
                    </td>
                    <td className="cell-wrap cell-wrap--short">{formatDateTime(w.joinedAt, zone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPage={setPage}
            label="Waitlist pages"
          />
        </>
      )}
    </section>
  );
}

function TypeDeletion({ type }: { type: RegistrationTypeFieldsFragment }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [remove] = useMutation(DeleteRegistrationTypeDocument);
  return (
    <section aria-labelledby="delete-type-heading">
      <h2 id="delete-type-heading">Delete this type</h2>
      <ConfirmDelete
        label="Delete type"
        question={`Delete “${type.name}”? It leaves the registration form at once, with its waitlist.`}
        detail={<p>A type somebody registered as cannot be deleted: hide it or end its sales instead.</p>}
        busyLabel="Deleting…"
        problemOf={(error) => toFormError(error).message}
        onDelete={async () => {
          await remove({ variables: { id: type.id } });
          const state: RegistrationTypesListState = { notice: `Type “${type.name}” deleted.` };
          await navigate(paths.admin.registrationTypes, { state });
          client.cache.evict({ id: client.cache.identify({ __typename: 'RegistrationType', id: type.id }) });
          client.cache.gc();
        }}
      />
    </section>
  );
}
