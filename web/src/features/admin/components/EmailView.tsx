import { useEffect, useId, useState } from 'react';

/**
 * Where the frame gets the e-mail's HTML: an address to load, or a form to post into it (a draft that
 * is not stored anywhere). Either way the API answers a page of its own with a policy that allows the
 * mail's inline styles and embedded images and nothing else: this page's policy, which a srcdoc frame
 * would inherit, refuses inline styles.
 */
export type EmailSource = { url: string } | { post: { action: string; fields: Record<string, string> } };

export interface EmailAttachmentInfo {
  filename: string;
  contentType: string;
  size: number;
  inline: boolean;
}

interface EmailViewProps {
  source: EmailSource;
  text: string;
  /** Names the frame, e.g. 'E-mail preview'. */
  label: string;
  attachments?: readonly EmailAttachmentInfo[];
}

const sizeText = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;

/**
 * An e-mail's HTML or its plain-text version, and the files sent with it. The HTML is shown in an iframe
 * with an empty sandbox: no scripts, no forms, no navigation of this page and a unique origin, whatever
 * the message contains.
 */
export function EmailView({ source, text, label, attachments = [] }: EmailViewProps) {
  const [view, setView] = useState<'html' | 'text'>('html');
  const frameName = `email-frame-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const post = 'post' in source ? source.post : undefined;
  const postKey = post ? JSON.stringify(post) : '';

  useEffect(() => {
    if (!post || view !== 'html') return;
    // Built outside React's tree: this view may sit inside another form, and forms cannot nest.
    const form = document.createElement('form');
    form.method = 'post';
    form.action = post.action;
    form.target = frameName;
    form.hidden = true;
    for (const [name, value] of Object.entries(post.fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    form.remove();
    // postKey stands for `post`, whose object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postKey, view, frameName]);

  return (
    <div className="email-view">
      <div className="segmented" role="group" aria-label={`${label}: format`}>
        <button type="button" aria-pressed={view === 'html'} onClick={() => setView('html')}>
          HTML
        </button>
        <button type="button" aria-pressed={view === 'text'} onClick={() => setView('text')}>
          Plain text
        </button>
      </div>
      {view === 'html' ? (
        <iframe
          className="email-view__frame"
          title={`${label} (HTML)`}
          name={frameName}
          sandbox=""
          src={'url' in source ? source.url : 'about:blank'}
        />
      ) : (
        <pre className="email-view__text" tabIndex={0} aria-label={`${label} (plain text)`}>
          {text}
        </pre>
      )}
      {attachments.length > 0 && (
        <div className="email-view__attachments">
          <h3 className="email-view__attachments-title">Attachments</h3>
          <ul>
            {attachments.map((file, index) => (
              <li key={`${index}-${file.filename}`}>
                <span className="email-view__filename">{file.filename}</span> ({file.contentType}, {sizeText(file.size)}
                ){file.inline ? ': shown in the message' : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
