import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { myToolDetailsHref, ownerProfileHref, paths, rentalDetailsHref, toolIdOfSlug } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { BookingSettingsFieldsFragment, ToolPublicFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../lib/auth/use-session';
import { toFormError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { AvailabilityCalendar } from '../booking/AvailabilityCalendar';
import { BookingForm } from '../booking/BookingForm';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { ToolReviews } from '../reviews/ToolReviews';
import { RatingStars } from '../components/RatingStars';
import { ToolGallery } from '../components/ToolGallery';
import { ToolStatusBadge } from '../components/ToolStatusBadge';
import { formatPrice, toolImages } from '../format';
import { OwnerCancellations, ToolTerms } from './ToolTerms';
import { AskOwner } from '../messages/AskOwner';
import { SaveToolButton } from '../saved/SaveToolButton';
import '../rentals.css';

const ToolDetailsDocument = graphql(`
  query ToolDetails($id: ID!) {
    tool(id: $id) {
      ...ToolPublicFields
      owner {
        id
        ownerCancellations
      }
    }
    bookingSettings(toolId: $id) {
      ...BookingSettingsFields
    }
  }
`);

/**
 * The tool page, open to visitors: `/tools/<slug>-<id>` (the old `/user/rental-details?id=…` leads
 * here). The id is in the URL, so a refresh or a shared link works; once the tool is known, the
 * address takes its current name, keeping the booking choices in the query.
 */
export function RentalDetailsPage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const id = toolIdOfSlug(slug) ?? params.get('id')?.trim() ?? '';
  const { data, error, refetch } = useQuery(
    ToolDetailsDocument,
    id ? { variables: { id }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const tool = data?.tool;
  usePageTitle(tool?.name ?? 'Tool details', tool ? summary(tool) : undefined);
  const canonical = tool ? rentalDetailsHref(tool.id, tool.name) : undefined;
  useEffect(() => {
    if (canonical && slug !== undefined && `${paths.tools}/${slug}` !== canonical)
      void navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, slug, search, navigate]);

  if (!id) {
    return (
      <NotShown title="This link is incomplete">
        It does not say which tool to show. Find one in the <Link to={paths.tools}>marketplace</Link>.
      </NotShown>
    );
  }
  if (error && !tool) {
    if (toFormError(error).code === 'NOT_FOUND') {
      return (
        <NotShown title="This tool is not available">
          It may have been taken off the market by its owner. Find another one in the{' '}
          <Link to={paths.tools}>marketplace</Link>.
        </NotShown>
      );
    }
    return (
      <div className="rentals-page">
        <QueryProblem title="Could not load this tool" error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!tool || !data?.bookingSettings) return <LoadingState label="Loading the tool…" />;
  return <ToolDetails tool={tool} settings={data.bookingSettings} />;
}

function ToolDetails({
  tool,
  settings,
}: {
  tool: ToolPublicFieldsFragment & { owner: { ownerCancellations?: number } };
  settings: BookingSettingsFieldsFragment;
}) {
  const { user } = useSession();
  const urls = toolImages(tool).map((image) => image.url);
  const mine = tool.owner.id === user?.id;

  return (
    <article className="tool-page">
      <p className="tool-page__back">
        <Link to={paths.tools}>← Back to the marketplace</Link>
      </p>
      <div className="tool-page__layout">
        <ToolGallery urls={urls} toolName={tool.name} />
        <div className="tool-page__info">
          <header className="tool-page__header">
            <h1>{tool.name}</h1>
            <ToolStatusBadge status={tool.itemStatus} />
            {!mine && <SaveToolButton toolId={tool.id} />}
          </header>
          <p className="tool-page__price">{formatPrice(tool.price, tool.rentalCircle)}</p>
          <RatingStars rating={tool.rating ?? null} ratingCount={tool.ratingCount} newText="New: no reviews yet" />
          <dl className="tool-facts">
            <div>
              <dt>Owner</dt>
              <dd>
                <Link to={ownerProfileHref(tool.owner.id)}>{tool.owner.firstName}</Link>
                <OwnerCancellations count={tool.owner.ownerCancellations} />
              </dd>
            </div>
            <div>
              <dt>City</dt>
              <dd>{[tool.city, tool.state].filter(Boolean).join(', ')}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{tool.category.name}</dd>
            </div>
            <div>
              <dt>Units</dt>
              <dd>{tool.units}</dd>
            </div>
          </dl>
          <ToolTerms tool={tool} />
          <section className="tool-page__description" aria-labelledby="tool-description-heading">
            <h2 id="tool-description-heading">Description</h2>
            {tool.description ? <p>{tool.description}</p> : <p className="tool-page__muted">No description yet.</p>}
          </section>
          {mine ? (
            <div className="tool-page__owner">
              <p>This is your tool.</p>
              <Link to={myToolDetailsHref(tool.id)} className={buttonClassName('secondary')}>
                Edit Tool
              </Link>
            </div>
          ) : (
            tool.itemStatus === 'AVAILABLE' && (
              <>
                <BookingForm tool={tool} settings={settings} signedIn={Boolean(user)} />
                <AskOwner toolId={tool.id} ownerName={tool.owner.firstName} />
              </>
            )
          )}
        </div>
      </div>
      <div className="tool-page__more">
        <AvailabilityCalendar toolId={tool.id} today={settings.today} timeZone={settings.timeZone} />
        <ToolReviews toolId={tool.id} timeZone={settings.timeZone} />
      </div>
    </article>
  );
}

function NotShown({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rentals-page">
      <h1>{title}</h1>
      <Alert tone="info">
        <p>{children}</p>
      </Alert>
    </div>
  );
}

function summary(tool: ToolPublicFieldsFragment): string {
  const text = tool.description.replace(/\s+/g, ' ').trim();
  const start = `${tool.name} for rent in ${tool.city}.`;
  return text ? `${start} ${text.slice(0, 150)}${text.length > 150 ? '…' : ''}` : start;
}
