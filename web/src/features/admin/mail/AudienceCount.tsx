import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import type { Audience } from '../../../gql/graphql';
import { count } from '../format';
import { MailAudienceCountDocument } from './mail-documents';

export interface AudienceSize {
  recipients: number;
  suppressed: number;
}

/** How many addresses the chosen receivers come to, asked fresh each time the choice changes. */
export function useAudienceSize(audience: Audience | null) {
  const { data, loading, error } = useQuery(MailAudienceCountDocument, {
    variables: { audience: audience ?? 'ALL_USERS' },
    skip: !audience,
    fetchPolicy: 'network-only',
  });
  return { size: audience ? (data?.mailAudienceCount ?? null) : null, loading, error };
}

export function audienceSizeText(size: AudienceSize): string {
  return `${count(size.recipients, 'recipient')}, ${size.suppressed.toLocaleString('en')} unsubscribed left out`;
}

/** Announced politely whenever the count changes. */
export function AudienceCount({
  size,
  loading,
  chosen,
}: {
  size: AudienceSize | null;
  loading: boolean;
  chosen: boolean;
}) {
  let content: ReactNode = '';
  if (!chosen) content = 'Choose the receivers to see how many people will get the e-mail.';
  else if (size) content = <strong>{audienceSizeText(size)}</strong>;
  else if (loading) content = 'Counting recipients…';
  return (
    <p className="audience-count" role="status">
      {content}
    </p>
  );
}
