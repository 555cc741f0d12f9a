import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths, rentalDetailsHref, renterProfileHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConversationPanel } from './ConversationPanel';
import { conversationPageOf } from './InboxPage';
import '../rentals.css';
import './inbox.css';

const ConversationDetailsDocument = graphql(`
  query ConversationDetails($id: ID!) {
    conversationDetails(id: $id) {
      ...ConversationFields
    }
  }
`);

/**
 * One conversation (`/user/messages/<id>`): a question before booking, between the person asking and
 * the tool's owner. Once the asker books the tool it goes on on the booking's page, linked from here.
 */
export function ConversationPage() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const zone = useSiteConfig()?.marketplaceTimeZone ?? 'Africa/Lagos';
  const { data, error, refetch } = useQuery(ConversationDetailsDocument, { variables: { id } });
  const conversation = data?.conversationDetails;
  usePageTitle(conversation ? `Messages about ${conversation.tool.name}` : 'Messages');

  if (error && !data)
    return (
      <div className="rentals-page">
        <h1>Messages</h1>
        <QueryProblem title="Could not load this conversation" error={error} onRetry={() => void refetch()} />
      </div>
    );
  if (!data) return <LoadingState label="Loading the conversation…" />;
  if (!conversation)
    return (
      <div className="rentals-page">
        <h1>Messages</h1>
        <Alert tone="info">
          <p>
            There is no such conversation, or it is not yours. <Link to={paths.user.messages}>All your messages</Link>
          </p>
        </Alert>
      </div>
    );

  const asOwner = conversation.owner.id === user.id;
  const asParty = asOwner || conversation.renter.id === user.id;
  const other = asOwner ? conversation.renter : conversation.owner;
  return (
    <div className="rentals-page conversation-page">
      <p className="tool-page__back">
        <Link to={paths.user.messages}>← All messages</Link>
      </p>
      <header className="rentals-page__header">
        <h1>
          {asOwner ? `${other.firstName}'s question` : `Your question to ${other.firstName}`} about{' '}
          <Link to={rentalDetailsHref(conversation.tool.id, conversation.tool.name)}>{conversation.tool.name}</Link>
        </h1>
      </header>
      {asOwner && (
        <p className="conversation-page__next">
          <Link to={renterProfileHref(other.id)}>{other.firstName}&apos;s profile as a renter</Link>
        </p>
      )}
      {conversation.bookingId ? (
        <Alert tone="info">
          <p>
            This conversation goes on with booking {conversation.bookingCode}.{' '}
            <Link to={conversationPageOf(conversation, user.id)}>Open the booking</Link>
          </p>
        </Alert>
      ) : (
        !asOwner &&
        asParty && (
          <p className="conversation-page__next">
            Ready to rent it?{' '}
            <Link
              to={rentalDetailsHref(conversation.tool.id, conversation.tool.name)}
              className={buttonClassName('secondary')}
            >
              Book {conversation.tool.name}
            </Link>{' '}
            This conversation carries into your booking.
          </p>
        )
      )}
      <ConversationPanel
        conversation={{ conversationId: conversation.id }}
        viewerId={user.id}
        otherName={other.firstName}
        canWrite={asParty}
        timeZone={zone}
      />
    </div>
  );
}
