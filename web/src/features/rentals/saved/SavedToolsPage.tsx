import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { LiveStatus } from '../components/LiveStatus';
import { ToolCard } from '../components/ToolCard';
import { usePageParam } from '../components/use-page-param';
import { SaveToolDocument } from './SaveToolButton';
import '../rentals.css';
import './saved.css';

const PAGE_SIZE = 20;

const SavedToolsDocument = graphql(`
  query SavedTools($page: PageInput) {
    savedTools(page: $page) {
      total
      page
      pageSize
      items {
        ...ToolCardFields
        saved
      }
    }
  }
`);

const SavedSearchesDocument = graphql(`
  query SavedSearches {
    savedSearches {
      id
      label
      path
    }
  }
`);

const DeleteSavedSearchDocument = graphql(`
  mutation DeleteSavedSearch($id: ID!) {
    deleteSavedSearch(id: $id)
  }
`);

/** The saved searches, each with its marketplace link and a way to stop it. */
function SavedSearches({ onDone }: { onDone: (notice: string | null, problem: string | null) => void }) {
  const { data, error, refetch } = useQuery(SavedSearchesDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteSearch] = useMutation(DeleteSavedSearchDocument);
  const [removing, setRemoving] = useState<string | null>(null);

  async function remove(id: string, label: string) {
    onDone(null, null);
    setRemoving(id);
    try {
      await deleteSearch({ variables: { id } });
      await refetch();
      onDone(`No more e-mails about ${label}.`, null);
    } catch (failure) {
      onDone(null, toFormError(failure).message);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section className="saved-searches" aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading">Saved searches</h2>
      {error && !data ? (
        <QueryProblem title="Could not load your saved searches" error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label="Loading your saved searches…" />
      ) : data.savedSearches.length === 0 ? (
        <p className="saved-searches__empty">
          None yet. Filter the <Link to={paths.tools}>marketplace</Link> and press Save this search: we e-mail you at
          most once a day when new tools match.
        </p>
      ) : (
        <ul className="saved-searches__list">
          {data.savedSearches.map((search) => (
            <li key={search.id}>
              <Link to={search.path}>{search.label}</Link>
              <Button
                variant="ghost"
                onClick={() => void remove(search.id, search.label)}
                loading={removing === search.id}
                loadingText="Removing…"
                aria-label={`Remove the saved search ${search.label}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Saved (`/user/saved`): the tools the person saved that are listed now, the latest first. */
export function SavedToolsPage() {
  usePageTitle('Saved');
  const [page, goTo] = usePageParam();
  const { data, previousData, error, refetch } = useQuery(SavedToolsDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [saveTool] = useMutation(SaveToolDocument);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const list = (data ?? previousData)?.savedTools;

  async function remove(toolId: string, name: string) {
    setNotice(null);
    setProblem(null);
    setRemoving(toolId);
    try {
      await saveTool({ variables: { toolId, saved: false } });
      await refetch();
      setNotice(`${name} is no longer saved.`);
    } catch (failure) {
      setProblem(toFormError(failure).message);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className="rentals-page">
      <header className="rentals-page__header">
        <h1>Saved</h1>
      </header>
      <SavedSearches
        onDone={(said, failed) => {
          setNotice(said);
          setProblem(failed);
        }}
      />
      <h2 className="saved-tools__heading">Saved tools</h2>
      <LiveStatus message={notice} />
      {problem && (
        <p className="save-tool__problem" role="alert">
          {problem}
        </p>
      )}
      {error && !list ? (
        <QueryProblem title="Could not load your saved tools" error={error} onRetry={() => void refetch()} />
      ) : !list ? (
        <LoadingState label="Loading your saved tools…" />
      ) : list.total === 0 ? (
        <div className="marketplace__empty">
          <p>No saved tools yet. Press Save on a tool&apos;s page to find it here again.</p>
          <Link to={paths.tools} className={buttonClassName('primary')}>
            Browse tools
          </Link>
        </div>
      ) : (
        <>
          <ul className="tool-grid">
            {list.items.map((tool) => (
              <li key={tool.id} className="saved-tools__item">
                <ToolCard tool={tool} headingLevel="h2" />
                <Button
                  variant="ghost"
                  onClick={() => void remove(tool.id, tool.name)}
                  loading={removing === tool.id}
                  loadingText="Removing…"
                  aria-label={`Remove ${tool.name} from your saved tools`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPage={goTo}
            label="Pages of your saved tools"
          />
        </>
      )}
    </div>
  );
}
