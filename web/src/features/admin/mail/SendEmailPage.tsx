import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { LoadingState } from '../../../components/ui/LoadingState';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { PageHeader } from '../components/PageHeader';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { PastCampaigns } from './PastCampaigns';
import { SendEmailForm } from './SendEmailForm';

const SendEmailSiteDocument = graphql(`
  query SendEmailSite {
    site {
      expoYear
    }
  }
`);

export function SendEmailPage() {
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(SendEmailSiteDocument);

  return (
    <div className="admin-page">
      <PageHeader
        title="Send Email"
        intro="E-mail a group. Each address gets one message, people who unsubscribed are left out, and you can follow the delivery afterwards."
      />
      <Card>
        {error ? (
          <QueryProblem error={error} onRetry={() => void refetch()} />
        ) : data ? (
          <SendEmailForm
            expoYear={data.site.expoYear}
            // The admin stays in the admin area and follows the delivery there.
            onSent={(id) => void navigate(adminDetailsHref(paths.admin.campaign, id))}
          />
        ) : (
          <LoadingState />
        )}
      </Card>
      <PastCampaigns />
    </div>
  );
}
