import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { conversationHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { LoginPageState } from '../../../lib/auth/login-state';
import { useSession } from '../../../lib/auth/use-session';
import { toFormError } from '../../../lib/errors';
import '../messages.css';

const AskOwnerDocument = graphql(`
  mutation AskOwner($toolId: ID!, $body: String!, $clientId: String) {
    askOwner(toolId: $toolId, body: $body, clientId: $clientId) {
      id
      conversationId
    }
  }
`);

/**
 * "Ask the owner" on a tool's page: a question before booking. It opens the conversation's page,
 * where the answer arrives live; the conversation carries into the booking if one follows. Signed
 * out, a link to sign in that comes back to the tool.
 */
export function AskOwner({ toolId, ownerName }: { toolId: string; ownerName: string }) {
  const id = useId();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [ask, { loading }] = useMutation(AskOwnerDocument, {
    // The inbox lists the new conversation.
    update: (cache) => void cache.evict({ fieldName: 'inbox' }),
  });
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One id per question typed: sending it again after a lost connection stores it once.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());

  const heading = `Questions? Ask ${ownerName}`;
  if (!user) {
    const state: LoginPageState = {
      from: { pathname: location.pathname, search: location.search, hash: '' },
      notice: `Sign in (or create an account) to ask ${ownerName} a question: you come back to this tool.`,
    };
    return (
      <section className="ask-owner" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <p>
          <Link to={paths.login} state={state}>
            Sign in to ask a question
          </Link>{' '}
          before you book.
        </p>
      </section>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = draft.trim();
    if (!body) {
      setProblem('Please write your question');
      return;
    }
    setProblem(null);
    try {
      const result = await ask({ variables: { toolId, body, clientId } });
      const sent = result.data?.askOwner;
      if (sent) {
        setClientId(crypto.randomUUID());
        await navigate(conversationHref(sent.conversationId));
      }
    } catch (failure) {
      setProblem(toFormError(failure).message);
    }
  }

  return (
    <section className="ask-owner" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <form className="conversation__composer" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <label htmlFor={`${id}-question`} className="field__label">
          Your question (before you book)
        </label>
        <textarea
          id={`${id}-question`}
          className="field__input conversation__draft"
          rows={3}
          maxLength={2000}
          value={draft}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
        />
        {problem && (
          <p id={`${id}-problem`} className="field__error">
            {problem}
          </p>
        )}
        <Button type="submit" variant="secondary" loading={loading} loadingText="Sending…">
          Send question
        </Button>
      </form>
    </section>
  );
}
