import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { paths } from '../../../config/paths';
import type { AccessCodeFieldsFragment, AdminAccessCodeQuery } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { DetailList } from '../components/DetailList';
import { LiveNotice } from '../components/LiveNotice';
import { count, formatDateTime } from '../format';
import { RecordPage } from '../layout/RecordPage';
import { AdminAccessCodeDocument, RevokeAccessCodeDocument, UpdateAccessCodeDocument } from './access-code-documents';
import { useAccessCodeLink } from '../../../lib/access-code-link';
import { codeState, usedText } from './access-code-labels';
import { AccessCodeForm } from './AccessCodeForm';
import './access-codes.css';

type Use = AdminAccessCodeQuery['adminAccessCodeUses'][number];

/** An access code: what it opens, its link, its places and end, who registered with it; withdrawing it. */
export function AccessCodeDetailsPage() {
  return (
    <RecordPage
      title="Access code"
      back={{ to: paths.admin.accessCodes, label: 'Access codes' }}
      query={AdminAccessCodeDocument}
    >
      {(data) =>
        data.adminAccessCode && (
          <CodeRecord code={data.adminAccessCode} uses={data.adminAccessCodeUses} zone={data.site.expoTimeZone} />
        )
      }
    </RecordPage>
  );
}

function CodeRecord({ code, uses, zone }: { code: AccessCodeFieldsFragment; uses: Use[]; zone: string }) {
  const [update] = useMutation(UpdateAccessCodeDocument, { refetchQueries: [AdminAccessCodeDocument] });
  const [revoke, { loading: revoking }] = useMutation(RevokeAccessCodeDocument);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const link = useAccessCodeLink(code.code);
  return (
    <>
      <Card className="admin-form-card">
        <h2>
          <code>{code.code}</code>
        </h2>
        <DetailList
          items={[
            { label: 'Registers as', value: code.type.name },
            { label: 'Places', value: usedText(code) },
            { label: 'State', value: codeState(code) },
            {
              label: 'For',
              value: code.sponsorCompany ? `${code.sponsorCompany} (sponsor’s VIP passes)` : code.note || '—',
            },
            { label: 'Valid until', value: code.validUntil ? formatDateTime(code.validUntil, zone) : 'No end' },
            { label: 'Link to hand out', value: <span className="access-code-link">{link}</span> },
            { label: 'Made', value: formatDateTime(code.createdAt, zone) },
          ]}
        />
      </Card>
      <Card className="admin-form-card">
        <h2>Places, note and end</h2>
        <LiveNotice notice={notice ? { tone: 'success', text: notice } : null} />
        <AccessCodeForm
          zone={zone}
          code={code}
          submitLabel="Save code"
          busyLabel="Saving…"
          onSubmit={async (input) => {
            await update({
              variables: {
                id: code.id,
                input: { places: input.places, note: input.note, validUntil: input.validUntil },
              },
            });
            setNotice(`Code ${code.code} saved.`);
          }}
        />
      </Card>
      <Card className="admin-form-card">
        <section aria-labelledby="code-uses-heading">
          <h2 id="code-uses-heading">Registered with it</h2>
          {uses.length === 0 ? (
            <p>Nobody yet.</p>
          ) : (
            <>
              <p>{count(uses.length, 'registration', 'registrations')}, latest first.</p>
              <div className="table-scroll" role="region" aria-labelledby="code-uses-caption" tabIndex={0}>
                <table className="data-table">
                  <caption id="code-uses-caption" className="visually-hidden">
                    Registrations made with {code.code}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Person</th>
                      <th scope="col">Registered</th>
                      <th scope="col">Where it stands</th>
                    </tr>
                  </thead>
                  <tbody>
                    {uses.map((u, i) => (
                      <tr key={`${u.usedAt}-${i}`}>
                        <th scope="row" className="cell-wrap">
                          {u.firstName} {u.lastName}
                        </th>
                        <td>{formatDateTime(u.usedAt, zone)}</td>
                        <td>{u.cancelled ? 'Cancelled' : u.checkedIn ? 'Checked in' : 'Registered'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
      </Card>
      {!code.revokedAt && (
        <Card className="admin-form-card">
          <section aria-labelledby="code-revoke-heading">
            <h2 id="code-revoke-heading">Withdraw this code</h2>
            <p>It registers nobody from now on; those who registered with it stay registered.</p>
            {problem && <Alert>{problem}</Alert>}
            <Button
              variant="secondary"
              disabled={revoking}
              onClick={async () => {
                setProblem(null);
                try {
                  await revoke({ variables: { id: code.id } });
                  setNotice(`Code ${code.code} withdrawn.`);
                } catch (error) {
                  setProblem(toFormError(error).message);
                }
              }}
            >
              {revoking ? 'Withdrawing…' : 'Withdraw code'}
            </Button>
          </section>
        </Card>
      )}
    </>
  );
}
