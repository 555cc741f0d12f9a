import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { ToolBrowseInput } from '../../../gql/graphql';
import type { LoginPageState } from '../../../lib/auth/login-state';
import { useSession } from '../../../lib/auth/use-session';
import { toFormError } from '../../../lib/errors';
import './saved.css';

export const SaveSearchDocument = graphql(`
  mutation SaveSearch($filter: ToolBrowseInput!) {
    saveSearch(filter: $filter) {
      id
      label
    }
  }
`);

/**
 * "Save this search" beside the marketplace's results: the filters (dates aside, they go stale) are
 * kept, and new matching tools are e-mailed at most once a day. Signed out, a link to sign in first.
 */
export function SaveSearchButton({ filter }: { filter: ToolBrowseInput }) {
  const { user } = useSession();
  const location = useLocation();
  const [saveSearch, { loading }] = useMutation(SaveSearchDocument, {
    update: (cache) => void cache.evict({ fieldName: 'savedSearches' }),
  });
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  if (!user) {
    const state: LoginPageState = {
      from: { pathname: location.pathname, search: location.search, hash: '' },
      notice: 'Sign in (or create an account) to save this search: you come back to it.',
    };
    return (
      <Link to={paths.login} state={state} className={buttonClassName('secondary')}>
        Save this search
      </Link>
    );
  }
  async function save() {
    setSaid(null);
    const { freeFrom: _from, freeTo: _to, ...kept } = filter;
    try {
      const { data } = await saveSearch({ variables: { filter: kept } });
      setSaid({
        ok: true,
        text: `Saved: ${data?.saveSearch.label}. We e-mail you at most once a day when new tools match.`,
      });
    } catch (failure) {
      setSaid({ ok: false, text: toFormError(failure).message });
    }
  }
  return (
    <span className="save-search">
      <Button variant="secondary" onClick={() => void save()} loading={loading} loadingText="Saving…">
        Save this search
      </Button>
      <span role="status" className={said?.ok === false ? 'save-tool__problem' : 'save-search__said'}>
        {said?.text}
      </span>
    </span>
  );
}
