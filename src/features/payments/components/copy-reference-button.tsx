import { CopyButton } from '@/ui/copy-button';

/** 'Copy Reference Code', which says 'Copied!!!' for a few seconds once it worked. */
export function CopyReferenceButton({ reference }: { reference: string }) {
  return <CopyButton text={reference} label="Copy Reference Code" failedLabel="Copy failed: select the reference above" variant="light" />;
}
