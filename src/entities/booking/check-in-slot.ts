import type { ComponentType } from 'react';

/**
 * The check-in action the route hands in (features never import each other): the tickets screens
 * place it, the check-in feature implements it (CheckInAction). One seat row says which booking,
 * leg and state.
 */
export type CheckInSlotProps = {
  reference: string;
  terminalId: number;
  bookingStatus: number;
  isPrinted: boolean;
  /** 'Check In' on a seat row, 'Self Check-In' for the whole booking. */
  label: string;
  /** 'View Ticket' in the success modal opens the Bus Ticket. */
  onViewTicket: () => void;
  /** The screen refreshes the booking (seats now printed) and the vault. */
  onCheckedIn: () => void;
};
export type CheckInSlot = ComponentType<CheckInSlotProps>;
