import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import type { Audience } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { fieldErrorsOf } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { count } from '../format';
import { audienceOptions } from './audiences';
import { AudienceCount, audienceSizeText, useAudienceSize } from './AudienceCount';
import { MailPreviewDocument, SendGroupMailDocument, SendTestMailDocument } from './mail-documents';
import { MailPreview } from './MailPreview';

/** What the 'Send Email' button says while the campaign is being queued. */
export const SENDING_TEXT = '...sending';

interface SendEmailFormProps {
  expoYear: number;
  /** The group e-mail was accepted; its campaign id. */
  onSent: (campaignId: string) => void;
}

/**
 * Receivers, subject and message of a group e-mail, with a live recipient count, a preview, a test send
 * to yourself, and a confirmation naming the count before anything is sent.
 */
export function SendEmailForm({ expoYear, onSent }: SendEmailFormProps) {
  const [audience, setAudience] = useState<Audience | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { attachForm, ...errors } = useFormErrors();
  const { size, loading: counting } = useAudienceSize(audience);
  const [loadPreview, preview] = useLazyQuery(MailPreviewDocument, { fetchPolicy: 'network-only' });
  const [sendTest, testState] = useMutation(SendTestMailDocument);
  const [sendGroup, groupState] = useMutation(SendGroupMailDocument);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const sendButtonId = useId();
  const options = audienceOptions(expoYear);
  const chosen = options.find((o) => o.value === audience);
  const audienceLabel = chosen?.label ?? '';
  const sending = groupState.loading;

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  /** Subject and message are needed by every action; the receivers only for the real send. */
  function checkFields(needAudience: boolean): boolean {
    return errors.check(
      fieldErrorsOf({
        receivers: needAudience && !audience ? 'Please choose the receivers.' : undefined,
        subject: subject.trim() ? undefined : 'Please enter a subject.',
        message: message.trim() ? undefined : 'Please enter the message.',
      }),
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    if (sending || !checkFields(true)) return;
    if (size && size.recipients === 0) {
      errors.showMessage('Nobody would receive this e-mail: the chosen receivers have no addresses.');
      return;
    }
    setConfirming(true);
  }

  async function handleConfirm() {
    if (!audience || sending) return;
    try {
      const { data } = await sendGroup({ variables: { audience, subject: subject.trim(), message } });
      if (data) onSent(data.sendGroupMail.id);
    } catch (error) {
      setConfirming(false);
      errors.showError(error);
    }
  }

  async function handlePreview() {
    setNotice(null);
    if (!checkFields(false)) return;
    // A failed preview shows through `preview.error`; the rejected promise needs no other handling.
    await loadPreview({ variables: { subject: subject.trim(), message } }).catch(() => undefined);
  }

  async function handleTest() {
    setNotice(null);
    if (testState.loading || !checkFields(false)) return;
    try {
      const { data } = await sendTest({ variables: { subject: subject.trim(), message } });
      if (data) setNotice({ tone: 'success', text: data.sendTestMail });
    } catch (error) {
      setNotice({ tone: 'error', text: toFormError(error).message });
    }
  }

  /** Any edit ends a pending confirmation: it would no longer describe what gets sent. */
  function edited() {
    setConfirming(false);
  }

  const previewed = preview.data?.mailPreview;
  const previewStale = Boolean(
    previewed && (preview.variables?.subject !== subject.trim() || preview.variables?.message !== message),
  );

  return (
    <form
      ref={attachForm}
      className="form send-email-form"
      noValidate
      onSubmit={handleSubmit}
      onChange={errors.clearFieldOnChange}
    >
      {errors.message && <Alert>{errors.message}</Alert>}
      <div>
        <SelectField
          label="Receivers"
          name="receivers"
          required
          placeholder="Choose the receivers"
          options={options.map((o) => o.label)}
          value={audienceLabel}
          onChange={(event) => {
            setAudience(options.find((o) => o.label === event.target.value)?.value ?? null);
            edited();
          }}
          hint={chosen?.description}
          error={errors.fieldErrors.receivers}
        />
        <AudienceCount size={size} loading={counting} chosen={audience !== null} />
      </div>
      <TextField
        label="Subject"
        name="subject"
        required
        value={subject}
        maxLength={200}
        onChange={(event) => {
          setSubject(event.target.value);
          edited();
        }}
        error={errors.fieldErrors.subject}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={10}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          edited();
        }}
        hint="Plain text; blank lines start new paragraphs, line breaks are kept and web addresses become links. Each e-mail opens with ‘Dear {first name},’ where the name is known and ends with an unsubscribe link."
        error={errors.fieldErrors.message}
      />

      <div className="form__actions">
        <Button id={sendButtonId} type="submit" loading={sending} loadingText={SENDING_TEXT}>
          Send Email
        </Button>
        <Button
          variant="secondary"
          loading={preview.loading}
          loadingText="Preparing…"
          onClick={() => void handlePreview()}
        >
          Preview
        </Button>
        <Button
          variant="ghost"
          loading={testState.loading}
          loadingText="Sending test…"
          onClick={() => void handleTest()}
        >
          Send test to me
        </Button>
      </div>
      <LiveNotice notice={notice} />

      {confirming && audience && (
        <div className="confirm-panel" role="group" aria-labelledby="confirm-send-heading">
          <h3 id="confirm-send-heading" ref={confirmHeading} tabIndex={-1}>
            {size ? `Send this e-mail to ${count(size.recipients, 'recipient')}?` : 'Send this e-mail?'}
          </h3>
          <p>
            “{subject.trim()}” goes to {audienceLabel}
            {size ? `: ${audienceSizeText(size)}` : ''}. Sent e-mails cannot be called back.
          </p>
          <div className="form__actions">
            <Button variant="accent" loading={sending} loadingText={SENDING_TEXT} onClick={() => void handleConfirm()}>
              {size ? `Yes, send to ${count(size.recipients, 'recipient')}` : 'Yes, send it'}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setConfirming(false);
                // The panel (and the focused button in it) goes away: continue from 'Send Email'.
                document.getElementById(sendButtonId)?.focus();
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      )}

      {preview.error && <Alert>{toFormError(preview.error).message}</Alert>}
      {previewed && preview.variables && (
        <MailPreview
          preview={previewed}
          draft={{ subject: preview.variables.subject ?? '', message: preview.variables.message ?? '' }}
          stale={previewStale}
        />
      )}
    </form>
  );
}
