import { vaultKey } from '@/offline/ticket-vault';

/** Query keys for tickets: one booking status per reference, in any case the traveller typed it. */
export const ticketKeys = {
  all: ['tickets'] as const,
  status: (reference: string) => ['tickets', 'status', vaultKey(reference)] as const,
};
