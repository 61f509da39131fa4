import { useState } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { copyText } from '@/lib/copy-text';
import { directionsUrl, type Destination } from './directions';

/** How long 'Copied' shows before the button reads 'Copy address' again. */
const COPIED_MS = 3000;

type Props = { name: string; destination: Destination };

/** 'Get directions' in the phone's map app and 'Copy address', for one terminal or pick-up point. */
export function PlaceActions({ name, destination }: Props) {
  return (
    <Group gap="md" wrap="wrap">
      <Anchor size="sm" href={directionsUrl(destination)} target="_blank" rel="noopener noreferrer" aria-label={`Get directions to ${name}`}>
        Get directions
      </Anchor>
      <CopyAddressButton name={name} address={destination.address} />
    </Group>
  );
}

/** Copies the address; where the phone allows no copying, says to select it instead. */
function CopyAddressButton({ name, address }: { name: string; address: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const reset = useTimeout(() => setState('idle'), COPIED_MS);
  const text = { idle: 'Copy address', copied: 'Copied', failed: 'Copy failed: select the address above' }[state];
  // Each card has one: the name tells them apart, after the visible words.
  const label = { idle: `Copy address of ${name}`, copied: `Copied address of ${name}`, failed: text }[state];
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      px={4}
      color={state === 'failed' ? 'red' : undefined}
      aria-label={label}
      aria-live="polite"
      onClick={async () => {
        const ok = await copyText(address);
        setState(ok ? 'copied' : 'failed');
        if (ok) reset.start();
      }}
    >
      {text}
    </Button>
  );
}
