import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingState } from '../../../components/ui/LoadingState';
import { toFormError } from '../../../lib/errors';
import { PageHeader } from './PageHeader';
import { QueryProblem } from '../../../components/ui/QueryProblem';

/** The `?id=` of a details page. */
export function useIdParam(): string | null {
  const [params] = useSearchParams();
  return params.get('id')?.trim() || null;
}

interface DetailsFrameProps {
  title: string;
  /** The list this page belongs to, for the way back. */
  back: { to: string; label: string };
  id: string | null;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Rendered once the record has loaded. */
  children: ReactNode;
}

/**
 * The shared states of a details page: no id in the URL, loading, not found, other errors, loaded. A
 * missing record gets a plain 'not found' with the way back rather than an error box.
 */
export function DetailsFrame({ title, back, id, loading, error, onRetry, children }: DetailsFrameProps) {
  const backLink = (
    <Link to={back.to} className="back-link">
      <span aria-hidden="true">← </span>
      {back.label}
    </Link>
  );
  let body: ReactNode = children;
  if (!id) body = <p>No record was chosen. Pick one from the list.</p>;
  else if (error && toFormError(error).code === 'NOT_FOUND') body = <p>{toFormError(error).message}</p>;
  else if (error) body = <QueryProblem error={error} onRetry={onRetry} />;
  else if (loading) body = <LoadingState />;

  return (
    <div className="admin-page">
      {backLink}
      <PageHeader title={title} />
      {body}
    </div>
  );
}
