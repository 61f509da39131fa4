import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { MESSAGES } from '@contract/messages';
import { copyText } from '@/lib/copy-text';

/** 'Copy Reference Code', which says 'Copied!!!' for a few seconds once it worked. */
export function CopyReferenceButton({ reference }: { reference: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const reset = useTimeout(() => setCopied(false), 3000);
  return (
    <Button
      variant="light"
      color={failed ? 'red' : undefined}
      aria-live="polite"
      onClick={async () => {
        const ok = await copyText(reference);
        setFailed(!ok);
        setCopied(ok);
        if (ok) reset.start();
      }}
    >
      {copied ? MESSAGES.copied : failed ? 'Copy failed: select the reference above' : 'Copy Reference Code'}
    </Button>
  );
}
