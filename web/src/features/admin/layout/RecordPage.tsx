import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import { DetailList, type Detail } from '../components/DetailList';
import { DetailsFrame, useIdParam } from '../components/DetailsFrame';
import { RelatedLinks } from '../components/RelatedLinks';
import './record-page.css';

interface RecordPageProps<TData> {
  title: string;
  /** The list this page belongs to, for the way back. */
  back: { to: string; label: string };
  /** The record's query, run with the `?id=` of the URL. */
  query: TypedDocumentNode<TData, { id: string }>;
  /** The record, once it has loaded. */
  children: (data: TData) => ReactNode;
}

/** A details page: the record named by `?id=`, in the frame that shows a missing id, loading and errors. */
export function RecordPage<TData>({ title, back, query, children }: RecordPageProps<TData>) {
  const id = useIdParam();
  const { data, loading, error, refetch } = useQuery(query, { variables: { id: id ?? '' }, skip: !id });
  return (
    <DetailsFrame title={title} back={back} id={id} loading={loading} error={error} onRetry={() => void refetch()}>
      {data && children(data)}
    </DetailsFrame>
  );
}

interface RecordDetailsProps {
  /** Beside the heading: a picture or logo. */
  media?: ReactNode;
  heading: string;
  subheading: ReactNode;
  /** Between the heading and the details, e.g. a status and the buttons that change it. */
  actions?: ReactNode;
  items: readonly Detail[];
  related: readonly { to: string; label: string }[];
  /** Cards under the details in the same column: an edit form, the record's history. */
  below?: ReactNode;
}

/**
 * The card of a person or company (heading, actions, label/value details), the cards under it, and the
 * links to related lists.
 */
export function RecordDetails({ media, heading, subheading, actions, items, related, below }: RecordDetailsProps) {
  return (
    <div className="details-grid">
      <div className="record-main">
        <Card>
          <div className="details-title">
            {media}
            <div>
              <h2>{heading}</h2>
              <p>{subheading}</p>
            </div>
          </div>
          {actions}
          <DetailList items={items} />
        </Card>
        {below}
      </div>
      <RelatedLinks links={related} />
    </div>
  );
}

/** The ways to reach a person or company that the admin lists and details pages show. */
export interface ContactRecord {
  email: string;
  phone?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  address?: string | null;
}

/** How to reach a person or company: e-mail (a mail link), phone and address, in this order. */
export function contactDetails(record: ContactRecord): Detail[] {
  return [
    { label: 'Email', value: <a href={`mailto:${record.email}`}>{record.email}</a> },
    { label: 'Phone', value: record.phone },
    { label: 'Country', value: record.country },
    { label: 'State', value: record.state },
    { label: 'City', value: record.city },
    { label: 'Address', value: record.address },
  ];
}
