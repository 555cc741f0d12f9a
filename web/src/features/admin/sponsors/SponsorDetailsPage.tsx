import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminSponsorDetailsQuery, SponsorDecision } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { searchHref } from '../components/RelatedLinks';
import { StatusBadge } from '../components/StatusBadge';
import { formatDateTime } from '../format';
import { contactDetails, RecordDetails, RecordPage } from '../layout/RecordPage';
import { SPONSOR_STATUS_LABELS } from './sponsor-status';

const AdminSponsorDetailsDocument = graphql(`
  query AdminSponsorDetails($id: ID!) {
    adminSponsor(id: $id) {
      ...AdminSponsorRowFields
      logo
      reviewedAt
      createdAt
      package {
        id
        title
        amountRange
      }
    }
  }
`);

const ReviewSponsorDocument = graphql(`
  mutation ReviewSponsor($id: ID!, $decision: SponsorDecision!) {
    reviewSponsor(id: $id, decision: $decision) {
      id
      status
      reviewedAt
    }
  }
`);

export function SponsorDetailsPage() {
  return (
    <RecordPage
      title="Sponsor details"
      back={{ to: paths.admin.allSponsors, label: 'All Sponsors' }}
      query={AdminSponsorDetailsDocument}
    >
      {(data) => data.adminSponsor && <SponsorDetails sponsor={data.adminSponsor} />}
    </RecordPage>
  );
}

type Sponsor = NonNullable<AdminSponsorDetailsQuery['adminSponsor']>;

function SponsorDetails({ sponsor }: { sponsor: Sponsor }) {
  const [review] = useMutation(ReviewSponsorDocument);
  const [pending, setPending] = useState<SponsorDecision | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function decide(decision: SponsorDecision) {
    if (pending || sponsor.status === decision) return;
    setPending(decision);
    setNotice(null);
    try {
      await review({ variables: { id: sponsor.id, decision } });
      setNotice(
        decision === 'APPROVED'
          ? { tone: 'success', text: `${sponsor.company} is approved and now shows on the home page’s sponsor wall.` }
          : { tone: 'info', text: `${sponsor.company} is declined and does not show on the sponsor wall.` },
      );
    } catch (error) {
      setNotice({ tone: 'error', text: toFormError(error).message });
    } finally {
      setPending(null);
    }
  }

  return (
    <RecordDetails
      media={
        <div className="sponsor-logo">
          {sponsor.logo ? (
            <img src={sponsor.logo} alt={`${sponsor.company} logo`} width={160} height={96} />
          ) : (
            <span aria-hidden="true">No logo</span>
          )}
        </div>
      }
      heading={sponsor.company}
      subheading={`${sponsor.package.title} sponsor, ${sponsor.year}`}
      actions={
        <>
          <div className="details-actions">
            <StatusBadge status={sponsor.status} label={SPONSOR_STATUS_LABELS[sponsor.status]} />
            {/* Both buttons stay in place (the current decision is aria-disabled), so focus is never lost. */}
            <Button
              loading={pending === 'APPROVED'}
              loadingText="Approving…"
              aria-disabled={sponsor.status === 'APPROVED' || pending !== null || undefined}
              onClick={() => void decide('APPROVED')}
            >
              Approve
            </Button>
            <Button
              variant="secondary"
              loading={pending === 'DECLINED'}
              loadingText="Declining…"
              aria-disabled={sponsor.status === 'DECLINED' || pending !== null || undefined}
              onClick={() => void decide('DECLINED')}
            >
              Decline
            </Button>
          </div>
          <LiveNotice notice={notice} />
        </>
      }
      items={[
        { label: 'Sponsor’s id', value: <code>{sponsor.id}</code> },
        { label: 'Year', value: sponsor.year },
        { label: 'Category', value: `${sponsor.package.title} (${sponsor.package.amountRange})` },
        { label: 'Company', value: sponsor.company },
        ...contactDetails(sponsor),
        { label: 'Applied', value: formatDateTime(sponsor.createdAt) },
        { label: 'Reviewed', value: formatDateTime(sponsor.reviewedAt) },
      ]}
      related={[
        {
          to: `${paths.admin.allSponsors}?${new URLSearchParams({ package: sponsor.package.id })}`,
          label: `All ${sponsor.package.title} sponsors`,
        },
        { to: searchHref(paths.admin.allUsers, sponsor.email), label: 'User account with this e-mail' },
        { to: searchHref(paths.admin.outbox, sponsor.email), label: 'E-mails sent to this address' },
      ]}
    />
  );
}
