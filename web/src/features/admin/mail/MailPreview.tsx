import { EmailView } from '../components/EmailView';

export interface PreviewContent {
  subject: string;
  html: string;
  text: string;
}

/** The group e-mail as a recipient will see it. */
export function MailPreview({ preview, stale }: { preview: PreviewContent; stale: boolean }) {
  return (
    <section className="mail-preview" aria-labelledby="mail-preview-heading">
      <h3 id="mail-preview-heading">Preview: {preview.subject}</h3>
      {stale && <p className="mail-preview__stale">You changed the e-mail after this preview: press Preview again.</p>}
      <EmailView html={preview.html} text={preview.text} label="E-mail preview" />
    </section>
  );
}
