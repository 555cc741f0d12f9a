import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CheckedForm } from '../../components/forms/CheckedForm';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { ConfirmDelete } from '../../components/ui/ConfirmDelete';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { graphql } from '../../gql';
import type { ApiTokenScope } from '../../gql/graphql';
import { fieldErrorsOf, rawText } from '../../lib/form-rules';
import { toFormError } from '../../lib/errors';
import { useFormErrors } from '../../lib/use-form-errors';
import { AccountSection } from './AccountSection';

const MyApiTokensDocument = graphql(`
  query MyApiTokens {
    myApiTokens {
      id
      name
      prefix
      scopes
      expiresAt
      lastUsedAt
      revokedAt
      createdAt
    }
  }
`);

const CreateApiTokenDocument = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
      }
    }
  }
`);

const RevokeApiTokenDocument = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
      revokedAt
    }
  }
`);

const SCOPES: { scope: ApiTokenScope; label: string; hint: string; adminOnly?: boolean }[] = [
  { scope: 'READ', label: 'Read', hint: 'Every query your account may run' },
  { scope: 'BOOKINGS', label: 'Bookings', hint: 'Request, accept, cancel and hand over bookings' },
  { scope: 'LISTINGS', label: 'Listings', hint: 'Create, edit and remove your tool listings' },
  { scope: 'ADMIN_READ', label: 'Admin read', hint: "Administrators' lists and reports", adminOnly: true },
];

const EXPIRY = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];

/** Read from the clock when a row renders: the list is fetched when the page opens. */
const isPast = (iso: string) => new Date(iso).getTime() <= new Date().getTime();

const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Personal API tokens for the account's own programs: created here, shown once, revoked here. */
export function ApiTokens({ isAdmin }: { isAdmin: boolean }) {
  const { data, loading: listing } = useQuery(MyApiTokensDocument);
  const [create, { loading }] = useMutation(CreateApiTokenDocument, { refetchQueries: [MyApiTokensDocument] });
  const [revoke] = useMutation(RevokeApiTokenDocument);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const name = rawText(form, 'name').trim();
    const scopes = form.getAll('scopes').map(String) as ApiTokenScope[];
    const valid = errors.check(
      fieldErrorsOf({
        name: name ? undefined : 'Please give the token a name, such as the program that will use it.',
        scopes: scopes.length ? undefined : 'Choose at least one scope.',
      }),
    );
    if (!valid) return;
    const expiresInDays = Number(rawText(form, 'expiresInDays'));
    const result = await create({ variables: { input: { name, scopes, expiresInDays } } });
    setCopied(false);
    setSecret(result.data?.createApiToken.token ?? null);
    formElement.reset();
  }

  async function copy() {
    if (!secret) return;
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  }

  const tokens = data?.myApiTokens ?? [];

  return (
    <AccountSection id="api-tokens" title="API tokens">
      <p>
        A personal API token lets a program of yours call the API as you, within the scopes you choose: send it as{' '}
        <code>Authorization: Bearer …</code>. It cannot change your account, your password or your tokens.
      </p>
      {secret && (
        <div className="api-tokens__secret">
          <Alert tone="info" title="Copy this token now">
            It is shown only once. Keep it as secret as a password.
          </Alert>
          <div className="api-tokens__secret-row">
            <code className="api-tokens__secret-value" aria-label="New API token">
              {secret}
            </code>
            <Button type="button" variant="secondary" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <Button type="button" variant="secondary" onClick={() => setSecret(null)}>
            I have saved it
          </Button>
        </div>
      )}
      <CheckedForm errors={errors} busy={loading} submitLabel="Create token" busyLabel="Creating…" onSubmit={submit}>
        {errors.message && <Alert>{errors.message}</Alert>}
        <div className="form__row">
          <TextField label="Name" name="name" maxLength={60} required error={errors.fieldErrors.name} />
          <SelectField label="Expires after" name="expiresInDays" options={EXPIRY} defaultValue="30" required />
        </div>
        <fieldset
          className="api-tokens__scopes"
          aria-describedby={errors.fieldErrors.scopes ? 'api-token-scopes-error' : undefined}
        >
          <legend>Scopes</legend>
          {SCOPES.filter((s) => !s.adminOnly || isAdmin).map((s) => (
            <CheckboxField
              key={s.scope}
              name="scopes"
              value={s.scope}
              label={s.label}
              hint={s.hint}
              defaultChecked={s.scope === 'READ'}
            />
          ))}
          {errors.fieldErrors.scopes && (
            <p id="api-token-scopes-error" className="form-field__error">
              {errors.fieldErrors.scopes}
            </p>
          )}
        </fieldset>
      </CheckedForm>
      {!listing && tokens.length === 0 && <p>You have no API tokens.</p>}
      {tokens.length > 0 && (
        <ul className="api-tokens__list" aria-label="Your API tokens">
          {tokens.map((token) => {
            const expired = isPast(token.expiresAt);
            const state = token.revokedAt
              ? `Revoked ${date(token.revokedAt)}`
              : expired
                ? `Expired ${date(token.expiresAt)}`
                : `Expires ${date(token.expiresAt)}`;
            return (
              <li key={token.id} className="api-tokens__item">
                <div>
                  <strong>{token.name}</strong> <code>{token.prefix}…</code>
                  <p className="api-tokens__meta">
                    {token.scopes.join(', ')} · {state} ·{' '}
                    {token.lastUsedAt ? `last used ${date(token.lastUsedAt)}` : 'never used'}
                  </p>
                </div>
                {!token.revokedAt && !expired && (
                  <ConfirmDelete
                    label={`Revoke ${token.name}`}
                    question={`Revoke “${token.name}”? Programs using it stop working at once.`}
                    confirmLabel="Yes, revoke"
                    busyLabel="Revoking…"
                    keepLabel="Cancel"
                    onDelete={async () => {
                      await revoke({ variables: { id: token.id } });
                    }}
                    problemOf={(error) => toFormError(error).message}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AccountSection>
  );
}
