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

/** Saved (`/user/saved`): the tools the person saved that are listed now, the latest first. */
export function SavedToolsPage() {
  usePageTitle('Saved tools');
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
        <h1>Saved tools</h1>
      </header>
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
