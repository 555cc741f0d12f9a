import { useState } from 'react';

interface EmailViewProps {
  html: string;
  text: string;
  /** Names the frame, e.g. 'E-mail preview'. */
  label: string;
}

/**
 * An e-mail's HTML or its plain-text version. The HTML is shown in an iframe with an empty sandbox: no
 * scripts, no forms, no navigation of this page and a unique origin, whatever the message contains.
 */
export function EmailView({ html, text, label }: EmailViewProps) {
  const [view, setView] = useState<'html' | 'text'>('html');
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
        <iframe className="email-view__frame" title={`${label} (HTML)`} sandbox="" srcDoc={html} />
      ) : (
        <pre className="email-view__text" tabIndex={0} aria-label={`${label} (plain text)`}>
          {text}
        </pre>
      )}
    </div>
  );
}
