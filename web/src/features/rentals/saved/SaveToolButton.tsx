import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { HeartIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { LoginPageState } from '../../../lib/auth/login-state';
import { useSession } from '../../../lib/auth/use-session';
import { toFormError } from '../../../lib/errors';
import './saved.css';

/** Asked apart from the tool page's public query, which stays the same for everyone (and cached). */
const ToolSavedDocument = graphql(`
  query ToolSaved($id: ID!) {
    tool(id: $id) {
      id
      saved
    }
  }
`);

export const SaveToolDocument = graphql(`
  mutation SaveTool($toolId: ID!, $saved: Boolean!) {
    saveTool(toolId: $toolId, saved: $saved) {
      id
      saved
    }
  }
`);

/**
 * The heart on a tool's page: saves the tool to the signed-in person's Saved page, or forgets it. A
 * toggle button (aria-pressed); signed out, a link to sign in that comes back to the tool.
 */
export function SaveToolButton({ toolId }: { toolId: string }) {
  const { user } = useSession();
  const location = useLocation();
  const { data } = useQuery(ToolSavedDocument, { variables: { id: toolId }, skip: !user });
  const [saveTool, { loading }] = useMutation(SaveToolDocument, {
    // The Saved page lists what is saved now.
    update: (cache) => void cache.evict({ fieldName: 'savedTools' }),
  });
  const [problem, setProblem] = useState<string | null>(null);

  if (!user) {
    const state: LoginPageState = {
      from: { pathname: location.pathname, search: location.search, hash: '' },
      notice: 'Sign in (or create an account) to save tools: you come back to this one.',
    };
    return (
      <Link to={paths.login} state={state} className={buttonClassName('secondary', 'save-tool')}>
        <HeartIcon width={20} height={20} /> Save
      </Link>
    );
  }
  const saved = data?.tool?.saved ?? false;
  async function toggle() {
    setProblem(null);
    try {
      await saveTool({ variables: { toolId, saved: !saved } });
    } catch (failure) {
      setProblem(toFormError(failure).message);
    }
  }
  return (
    <span className="save-tool__wrap">
      <button
        type="button"
        className={buttonClassName('secondary', 'save-tool')}
        aria-pressed={saved}
        disabled={!data}
        aria-busy={loading || undefined}
        onClick={() => void (loading ? undefined : toggle())}
      >
        <HeartIcon width={20} height={20} filled={saved} /> {saved ? 'Saved' : 'Save'}
      </button>
      {problem && (
        <span className="save-tool__problem" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
