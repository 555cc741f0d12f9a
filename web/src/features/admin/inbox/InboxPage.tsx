import { useQuery } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminContactMessagesQuery, ContactMessageOrderField, ContactMessageState } from '../../../gql/graphql';
import type { Column } from '../components/DataTable';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { ListTable } from '../layout/ListTable';
import { useListState } from '../lists/use-list-state';
import { MessageState } from './MessageState';
import { SiteTime } from '../components/SiteTime';

/** A message's row in the inbox; its page reads these too. */
export const ContactMessageRowFields = graphql(`
  fragment ContactMessageRowFields on ContactMessage {
    id
    name
    email
    message
    readAt
    handledAt
    repliedAt
    createdAt
  }
`);

const AdminContactMessagesDocument = graphql(`
  query AdminContactMessages(
    $page: PageInput
    $search: String
    $orderBy: ContactMessageOrder
    $state: ContactMessageState
  ) {
    adminContactMessages(page: $page, search: $search, orderBy: $orderBy, state: $state) {
      total
      items {
        ...ContactMessageRowFields
      }
    }
  }
`);

type MessageRow = AdminContactMessagesQuery['adminContactMessages']['items'][number];

const STATE_LABELS: Record<ContactMessageState, string> = {
  UNREAD: 'Unread',
  UNHANDLED: 'Not handled',
  HANDLED: 'Handled',
};
const STATE_OPTIONS = (Object.entries(STATE_LABELS) as [ContactMessageState, string][]).map(([value, label]) => ({
  value: value.toLowerCase(),
  label,
}));
const stateOf = (filter: string): ContactMessageState | null => {
  const key = filter.toUpperCase();
  return Object.hasOwn(STATE_LABELS, key) ? (key as ContactMessageState) : null;
};

const FILTERS = ['state'] as const;
const ORDER_FIELDS = {
  name: 'NAME',
  email: 'EMAIL',
  createdAt: 'CREATED_AT',
} satisfies Record<string, ContactMessageOrderField>;

/** The first words of a message, for its row. */
const preview = (text: string) => (text.length > 90 ? `${text.slice(0, 90).trimEnd()}…` : text);

const COLUMNS: Column<MessageRow>[] = [
  { key: 'state', header: 'State', render: (m) => <MessageState message={m} /> },
  { key: 'name', header: 'From', sortKey: 'name', render: (m) => m.name },
  { key: 'email', header: 'Email', sortKey: 'email', render: (m) => m.email },
  { key: 'message', header: 'Message', render: (m) => preview(m.message), className: 'cell-wrap' },
  {
    key: 'createdAt',
    header: 'Received',
    sortKey: 'createdAt',
    render: (m) => <SiteTime iso={m.createdAt} of="expo" />,
  },
];

/** `/admin/inbox`: the messages visitors sent through the contact form. */
export function InboxPage() {
  const controls = useListState(FILTERS, ORDER_FIELDS);
  const query = useQuery(AdminContactMessagesDocument, {
    variables: { ...controls.listArgs, state: stateOf(controls.state.filters.state) },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <div className="admin-page">
      <PageHeader
        title="Inbox"
        intro="Messages visitors sent through the contact form. Open one to read it, reply by e-mail and mark it handled."
      />
      <ListTable
        controls={controls}
        query={query}
        page={(data) => data.adminContactMessages}
        noun={['message', 'messages']}
        searchLabel="Search messages"
        searchHint="Matches the start of the sender’s name or e-mail address."
        filters={
          <FilterSelect
            label="Show"
            value={controls.state.filters.state}
            options={STATE_OPTIONS}
            allLabel="Every message"
            onChange={(value) => controls.setFilter('state', value)}
          />
        }
        caption="Contact messages"
        columns={COLUMNS}
        detailsPath={paths.admin.contactMessage}
        rowName={(m) => `the message from ${m.name}`}
      />
    </div>
  );
}
