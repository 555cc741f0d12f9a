import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { myToolDetailsHref, paths, rentalDetailsHref } from '../../../config/paths';
import type { ItemStatus, ToolDetailsFieldsFragment } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { LiveStatus } from '../components/LiveStatus';
import { useNoticeFromNavigation, type NavigationNotice } from '../components/use-navigation-notice';
import { usePageParam } from '../components/use-page-param';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { ToolStatusBadge } from '../components/ToolStatusBadge';
import { uploadedImage } from '../../../lib/image-sources';
import { formatPrice, toolImages } from '../format';
import { forgetMarketplacePages } from '../own-tools';
import { RELISTED_MESSAGE, SetToolStatusDocument, unlistedMessage } from './tool-status';
import { useMyTools } from './use-my-tools';
import '../rentals.css';

/** Add Rental and Edit Tool come back here with what they did. */
export type MyRentalsLocationState = NavigationNotice;

export function MyRentalsPage() {
  usePageTitle('My Rentals');
  const [page, goTo] = usePageParam();
  const { data, loading, error, refetch } = useMyTools(page);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [setToolStatus] = useMutation(SetToolStatusDocument, {
    update: (cache) => forgetMarketplacePages(cache),
  });
  useNoticeFromNavigation(setNotice);

  async function changeStatus(tool: ToolDetailsFieldsFragment, status: ItemStatus) {
    setBusy(tool.id);
    setNotice(null);
    setActionError(null);
    try {
      await setToolStatus({ variables: { id: tool.id, status } });
      setConfirming(null);
      setNotice(status === 'AVAILABLE' ? RELISTED_MESSAGE : unlistedMessage(tool.name));
    } catch (failure) {
      setActionError(toFormError(failure).message);
    } finally {
      setBusy(null);
    }
  }

  const list = data?.myTools;

  return (
    <div className="rentals-page">
      <header className="rentals-page__header rentals-page__header--actions">
        <div>
          <h1>My Rentals</h1>
          <p>The tools you rent out. Unlist one to take it off the market for a while; Re-list brings it back.</p>
        </div>
        <Link to={paths.user.addRental} className={buttonClassName('primary')}>
          Add Rental
        </Link>
      </header>
      <LiveStatus message={notice} />
      {actionError && <Alert>{actionError}</Alert>}
      {error && !list ? (
        <QueryProblem title="Could not load your tools" error={error} onRetry={() => void refetch()} />
      ) : !list ? (
        loading && <LoadingState label="Loading your tools…" />
      ) : list.total === 0 ? (
        <div className="rentals-empty">
          <p>You have not listed any tools yet.</p>
          <Link to={paths.user.addRental} className={buttonClassName('secondary')}>
            List your first tool
          </Link>
        </div>
      ) : (
        <>
          <ul className="my-tools" aria-label="Your tools">
            {list.items.map((tool) => (
              <li key={tool.id}>
                <MyToolRow
                  tool={tool}
                  bookingsCount={tool.bookingsCount}
                  busy={busy === tool.id}
                  confirming={confirming === tool.id}
                  onAskUnlist={() => setConfirming(tool.id)}
                  onCancelUnlist={() => setConfirming(null)}
                  onUnlist={() => void changeStatus(tool, 'UNAVAILABLE')}
                  onRelist={() => void changeStatus(tool, 'AVAILABLE')}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPage={goTo}
            label="Pages of your tools"
          />
        </>
      )}
    </div>
  );
}

interface MyToolRowProps {
  tool: ToolDetailsFieldsFragment;
  /** Paid bookings of the tool, when the list knows them. */
  bookingsCount: number | null | undefined;
  busy: boolean;
  confirming: boolean;
  onAskUnlist: () => void;
  onCancelUnlist: () => void;
  onUnlist: () => void;
  onRelist: () => void;
}

function MyToolRow({
  tool,
  bookingsCount,
  busy,
  confirming,
  onAskUnlist,
  onCancelUnlist,
  onUnlist,
  onRelist,
}: MyToolRowProps) {
  const [cover] = toolImages(tool);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const unlistRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const questionId = `unlist-question-${tool.id}`;

  // Focus follows the confirmation: onto it when it opens, back to Unlist when it is cancelled.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) unlistRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <article className="my-tool">
      <div className="my-tool__media">
        {cover ? (
          <img {...uploadedImage(cover.url, '6rem')} alt="" width={160} height={120} loading="lazy" />
        ) : (
          <span className="my-tool__no-image" aria-hidden="true" />
        )}
      </div>
      <div className="my-tool__body">
        <h2 className="my-tool__name">
          <Link to={rentalDetailsHref(tool.id)}>{tool.name}</Link>
        </h2>
        <p className="my-tool__meta">
          {formatPrice(tool.price, tool.rentalCircle)} · {tool.category.name} · {tool.city} ·{' '}
          {tool.units === 1 ? '1 unit' : `${tool.units} units`}
          {bookingsCount != null && (
            <>
              {' · '}
              <Link to={paths.user.myBookings}>{bookingsCount === 1 ? '1 booking' : `${bookingsCount} bookings`}</Link>
            </>
          )}
        </p>
        <ToolStatusBadge status={tool.itemStatus} />
      </div>
      <div className="my-tool__actions">
        {confirming ? (
          <div className="my-tool__confirm" role="group" aria-labelledby={questionId}>
            <p id={questionId}>Unlist {tool.name}? Renters will no longer find it.</p>
            {/* Native buttons where focus is moved by code (the shared Button takes no ref). */}
            <button
              type="button"
              ref={confirmRef}
              className={buttonClassName('primary')}
              aria-disabled={busy || undefined}
              aria-describedby={questionId}
              onClick={() => !busy && onUnlist()}
            >
              {busy ? 'Unlisting…' : 'Yes, unlist'}
            </button>
            <Button variant="ghost" onClick={onCancelUnlist}>
              Cancel
            </Button>
          </div>
        ) : (
          <>
            <Link
              to={myToolDetailsHref(tool.id)}
              className={buttonClassName('secondary')}
              aria-label={`Edit ${tool.name}`}
            >
              Edit
            </Link>
            {tool.itemStatus === 'AVAILABLE' ? (
              <button
                type="button"
                ref={unlistRef}
                className={buttonClassName('ghost')}
                onClick={onAskUnlist}
                aria-label={`Unlist ${tool.name}`}
              >
                Unlist
              </button>
            ) : (
              <Button
                variant="primary"
                loading={busy}
                loadingText="Re-listing…"
                onClick={onRelist}
                aria-label={`Re-list ${tool.name}`}
              >
                Re-list
              </Button>
            )}
          </>
        )}
      </div>
    </article>
  );
}

/** A notice handed over by Add Rental or Edit Tool, shown once (a refresh does not bring it back). */
