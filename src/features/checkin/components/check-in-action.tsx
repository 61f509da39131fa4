import { useId } from 'react';
import { Button, Text } from '@mantine/core';
import type { CheckInSlotProps } from '@/entities/booking/check-in-slot';
import { useOnline } from '@/offline/network-status';
import { checkInGate } from '../check-in-gate';
import { PHASE_TEXT, useCheckIn } from '../use-check-in';
import { CheckInResultModal } from './check-in-result-modal';

/**
 * Check In for one leg of a booking (the tickets screens place it). Offline it stays visible but
 * disabled, with the reason under it; the server's answer shows in the result modal.
 */
export function CheckInAction({ reference, terminalId, bookingStatus, isPrinted, label, onViewTicket, onCheckedIn }: CheckInSlotProps) {
  const online = useOnline();
  const reasonId = useId();
  const { phase, result, start, dismiss } = useCheckIn(onCheckedIn);
  const gate = checkInGate({ online, bookingStatus, isPrinted });
  if (gate.kind === 'hidden' || gate.kind === 'view-ticket') return null;
  const busy = phase !== 'idle';
  return (
    <>
      <Button
        onClick={() => void start({ reference, terminalId })}
        disabled={gate.kind === 'offline'}
        loading={busy}
        aria-describedby={gate.kind === 'offline' ? reasonId : undefined}
        w="fit-content"
      >
        {label}
      </Button>
      {gate.kind === 'offline' ? (
        <Text id={reasonId} size="sm" c="dimmed">{gate.reason}</Text>
      ) : null}
      {busy ? <Text size="sm" role="status">{PHASE_TEXT[phase]}</Text> : null}
      <CheckInResultModal result={result} onClose={dismiss} onViewTicket={onViewTicket} />
    </>
  );
}
