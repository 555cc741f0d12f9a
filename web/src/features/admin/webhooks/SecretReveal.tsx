import { useState } from 'react';
import { Button } from '../../../components/ui/Button';

/** A signing secret shown in full with a copy button; the text says it is shown here only. */
export function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="webhook-secret" role="status">
      <p>
        <strong>Signing secret.</strong> Configure the receiver with it to verify the <code>AIBEx-Signature</code>{' '}
        header. Keep it secret; you can show it again on the endpoint’s page.
      </p>
      <div className="webhook-secret__value">
        <code aria-label="Signing secret">{secret}</code>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Hide
        </Button>
      </div>
    </div>
  );
}
