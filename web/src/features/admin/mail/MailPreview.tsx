import { EmailView } from '../components/EmailView';
import { GROUP_MAIL_VIEW_ACTION } from './mail-documents';

export interface PreviewContent {
  subject: string;
  text: string;
  /** Lets the frame post the draft to the API's mail view (EmailPreview.viewPass). */
  viewPass: string;
}

/** The group e-mail as a recipient will see it; `draft` is what was previewed. */
export function MailPreview({
  preview,
  draft,
  stale,
}: {
  preview: PreviewContent;
  draft: { subject: string; message: string };
  stale: boolean;
}) {
  return (
    <section className="mail-preview" aria-labelledby="mail-preview-heading">
      <h3 id="mail-preview-heading">Preview: {preview.subject}</h3>
      {stale && <p className="mail-preview__stale">You changed the e-mail after this preview: press Preview again.</p>}
      <EmailView
        source={{ post: { action: GROUP_MAIL_VIEW_ACTION, fields: { ...draft, pass: preview.viewPass } } }}
        text={preview.text}
        label="E-mail preview"
      />
    </section>
  );
}
