import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { MESSAGES } from '@contract/messages';
import { copyText } from '@/lib/copy-text';

/** How long the button says 'Copied!!!' once the copy worked. */
const COPIED_MS = 3000;

type Props = Omit<ButtonProps, 'color' | 'children'> & {
  /** What goes to the clipboard. */
  text: string;
  label: string;
  /** Said when the clipboard refused: where to select the text by hand instead. */
  failedLabel: string;
};

/** Copies `text`, then says 'Copied!!!' for a few seconds, or red `failedLabel` when it could not. */
export function CopyButton({ text, label, failedLabel, ...buttonProps }: Props) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const reset = useTimeout(() => setCopied(false), COPIED_MS);
  return (
    <Button
      {...buttonProps}
      color={failed ? 'red' : undefined}
      aria-live="polite"
      onClick={async () => {
        const ok = await copyText(text);
        setFailed(!ok);
        setCopied(ok);
        if (ok) reset.start();
      }}
    >
      {copied ? MESSAGES.copied : failed ? failedLabel : label}
    </Button>
  );
}
