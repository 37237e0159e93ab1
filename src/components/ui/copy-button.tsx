import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { buttonStyles } from './button-styles';

/** Copies a text to the clipboard; the button then says it did. */
export function CopyButton({ text, children }: { text: string; children: ReactNode }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      onClick={() =>
        void navigator.clipboard
          .writeText(text)
          .then(() => setCopied(true))
          // Refused (no permission, an insecure page): the text is still on screen to select.
          .catch(() => {})
      }
    >
      <span aria-live="polite">{copied ? <Trans>Copied</Trans> : children}</span>
    </button>
  );
}
