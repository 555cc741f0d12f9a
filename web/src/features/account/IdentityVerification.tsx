import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ConfirmDelete } from '../../components/ui/ConfirmDelete';
import { FormField } from '../../components/ui/FormField';
import { IMAGE_ACCEPT } from '../../components/ui/ImageField';
import { QueryProblem } from '../../components/ui/QueryProblem';
import { SelectField } from '../../components/ui/SelectField';
import { graphql } from '../../gql';
import type { IdDocumentKind, MyIdentityCheckQuery } from '../../gql/graphql';
import { formatInstant, formatInstantDay } from '../../lib/date-time';
import { toFormError } from '../../lib/errors';
import { ID_DOCUMENT_LABELS } from '../../lib/id-documents';
import { useSiteTimeZones } from '../../lib/site-time-zones';
import { AccountSection } from './AccountSection';

export const IdentityCheckFields = graphql(`
  fragment IdentityCheckFields on IdentityCheck {
    id
    status
    documentKind
    submittedAt
    decidedAt
    reason
    documentUrl
    selfieUrl
    documentsDeletedAt
    documentsKeptUntil
    waiting
  }
`);

const MyIdentityCheckDocument = graphql(`
  query MyIdentityCheck {
    me {
      id
      idVerified
    }
    myIdentityCheck {
      ...IdentityCheckFields
    }
  }
`);

/** The root field alone, to point it at a check just sent. */
const MyLatestIdentityCheckDocument = graphql(`
  query MyLatestIdentityCheck {
    myIdentityCheck {
      ...IdentityCheckFields
    }
  }
`);

const SubmitIdentityCheckDocument = graphql(`
  mutation SubmitIdentityCheck($documentKind: IdDocumentKind!, $document: Upload!, $selfie: Upload!) {
    submitIdentityCheck(documentKind: $documentKind, document: $document, selfie: $selfie) {
      ...IdentityCheckFields
    }
  }
`);

const ForgetMyIdentityDocumentsDocument = graphql(`
  mutation ForgetMyIdentityDocuments {
    forgetMyIdentityDocuments {
      ...IdentityCheckFields
    }
  }
`);

const KIND_OPTIONS = (Object.entries(ID_DOCUMENT_LABELS) as [IdDocumentKind, string][]).map(([value, label]) => ({
  value,
  label,
}));

type Check = NonNullable<MyIdentityCheckQuery['myIdentityCheck']>;

/**
 * "ID verification" on My Profile: a photo of an ID document and a selfie, sent for an administrator to
 * compare; what they decided; and the photos deleted on request. Owners may rent some tools only to
 * renters whose ID is verified; "ID verified" shows on the person's profiles.
 */
export function IdentityVerification() {
  const { data, error, refetch } = useQuery(MyIdentityCheckDocument, { fetchPolicy: 'cache-and-network' });
  const zones = useSiteTimeZones();
  const [notice, setNotice] = useState<string | null>(null);
  const check = data?.myIdentityCheck ?? null;
  const verified = data?.me?.idVerified ?? false;
  const when = (iso: string) => formatInstant(iso, zones?.marketplace);

  return (
    <div id="id-verification">
      <AccountSection id="id-verification-section" title="ID verification">
        <div className="identity-check">
          {error && <QueryProblem error={error} onRetry={() => void refetch()} />}
          <p role="status" className="identity-check__notice">
            {notice}
          </p>
          {!data ? (
            !error && <p>Loading…</p>
          ) : verified ? (
            <p className="identity-check__verified">
              <span className="identity-badge">ID verified</span> Your profile shows it, and you can book tools whose
              owners rent only to renters with a verified ID.
            </p>
          ) : check?.waiting ? (
            <p>
              Your {ID_DOCUMENT_LABELS[check.documentKind].toLowerCase()} and selfie were sent on{' '}
              {when(check.submittedAt)}. An administrator compares them, usually within a working day; we e-mail you the
              answer.
            </p>
          ) : (
            <>
              <p>
                Some owners rent only to renters whose ID we checked. Send a photo of an ID document and a selfie: an
                administrator compares them and your profile shows <strong>ID verified</strong>. Only administrators see
                the photos, and they are deleted after the review.
              </p>
              {check?.reason && (
                <Alert>
                  We could not verify your ID from the photos you sent on {when(check.submittedAt)}: {check.reason}{' '}
                  Please send new photos.
                </Alert>
              )}
              <SubmitForm
                onDone={() => setNotice('Sent. An administrator will review your ID; we e-mail you the answer.')}
              />
            </>
          )}
          {check && <Photos check={check} keptUntil={check.documentsKeptUntil} zone={zones?.marketplace} />}
          {check && (check.documentUrl || check.waiting) && (
            <ForgetPhotos
              waiting={check.waiting}
              keptUntil={
                check.documentsKeptUntil ? formatInstantDay(check.documentsKeptUntil, zones?.marketplace) : null
              }
              onDone={setNotice}
            />
          )}
        </div>
      </AccountSection>
    </div>
  );
}

function Photos({ check, keptUntil, zone }: { check: Check; keptUntil: string | null; zone: string | undefined }) {
  if (!check.documentUrl || !check.selfieUrl) return null;
  return (
    <figure className="identity-check__photos">
      <div className="identity-check__images">
        <img
          src={check.documentUrl}
          alt={`The photo of your ${ID_DOCUMENT_LABELS[check.documentKind].toLowerCase()}`}
        />
        <img src={check.selfieUrl} alt="Your selfie" />
      </div>
      <figcaption>
        The photos you sent{keptUntil ? `, kept until ${formatInstantDay(keptUntil, zone)}` : ''}.
      </figcaption>
    </figure>
  );
}

function ForgetPhotos({
  waiting,
  keptUntil,
  onDone,
}: {
  waiting: boolean;
  keptUntil: string | null;
  onDone: (notice: string) => void;
}) {
  // The answer is the check as it is now: the cache updates the section from it.
  const [forget] = useMutation(ForgetMyIdentityDocumentsDocument);
  return (
    <ConfirmDelete
      label={waiting ? 'Withdraw and delete the photos' : 'Delete the photos now'}
      question={waiting ? 'Withdraw your ID check and delete the photos?' : 'Delete the photos of your ID now?'}
      detail={
        <p>
          {waiting
            ? 'Nobody will review them, and you can send new ones later.'
            : `Your ID stays verified; only the photos go${keptUntil ? ` (otherwise they are deleted on ${keptUntil})` : ''}.`}
        </p>
      }
      confirmLabel={waiting ? 'Withdraw and delete' : 'Delete the photos'}
      busyLabel="Deleting…"
      keepLabel="Keep them"
      onDelete={async () => {
        await forget();
        onDone(waiting ? 'Withdrawn: the photos are deleted.' : 'The photos are deleted.');
      }}
      problemOf={(failure) => toFormError(failure).message}
    />
  );
}

function SubmitForm({ onDone }: { onDone: () => void }) {
  // The new check becomes the person's latest in the cache at once: no second request, no race with one.
  const [submit, submitting] = useMutation(SubmitIdentityCheckDocument, {
    update(cache, { data }) {
      const sent = data?.submitIdentityCheck;
      if (sent) cache.writeQuery({ query: MyLatestIdentityCheckDocument, data: { myIdentityCheck: sent } });
    },
  });
  const [kind, setKind] = useState<string>('');
  const [document, setDocument] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const missing: Record<string, string> = {};
    if (!kind) missing.documentKind = 'Choose the kind of document.';
    if (!document) missing.document = 'Add a photo of your ID document.';
    if (!selfie) missing.selfie = 'Add a selfie.';
    setErrors(missing);
    const first = Object.keys(missing)[0];
    if (first || !document || !selfie) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      await submit({ variables: { documentKind: kind as IdDocumentKind, document, selfie } });
      onDone();
    } catch (failure) {
      const formError = toFormError(failure);
      if (Object.keys(formError.fieldErrors).length) setErrors(formError.fieldErrors);
      else setProblem(formError.message);
    }
  }

  return (
    <form className="identity-check__form" onSubmit={(e) => void handleSubmit(e)} noValidate>
      {problem && <Alert>{problem}</Alert>}
      <SelectField
        label="Kind of document"
        name="documentKind"
        placeholder="Choose"
        options={KIND_OPTIONS}
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        error={errors.documentKind || undefined}
        required
      />
      <FormField
        label="Photo of the document"
        error={errors.document || undefined}
        hint="The whole document, every corner in view, the text readable. PNG, JPEG or WebP, at most 5 MB."
        required
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="document"
            accept={IMAGE_ACCEPT}
            capture="environment"
            onChange={(e) => setDocument(e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <FormField
        label="Selfie"
        error={errors.selfie || undefined}
        hint="Your face, clearly in view, in good light. PNG, JPEG or WebP, at most 5 MB."
        required
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="selfie"
            accept={IMAGE_ACCEPT}
            capture="user"
            onChange={(e) => setSelfie(e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <Button type="submit" loading={submitting.loading} loadingText="Sending…">
        Send for review
      </Button>
    </form>
  );
}
