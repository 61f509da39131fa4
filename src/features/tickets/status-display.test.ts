import { describe, expect, it } from 'vitest';
import { checkInState, rowView, seatStatusView } from './status-display';

describe('seat status as the detail view shows it', () => {
  it('maps 0, 1 and 2 to the spec labels and colours', () => {
    expect(seatStatusView(0)).toEqual({ label: 'Pending', color: 'red', blinking: true });
    expect(seatStatusView(1)).toEqual({ label: 'Confirmed', color: 'green', blinking: false });
    expect(seatStatusView(2)).toEqual({ label: 'Cancelled', color: 'red', blinking: false });
  });

  it('shows 5, a lapsed unpaid hold, as Expired and every other code as Cancelled', () => {
    expect(seatStatusView(5)).toEqual({ label: 'Expired', color: 'red', blinking: false });
    for (const code of [3, 4, 6, 99, -1]) expect(seatStatusView(code).label).toBe('Cancelled');
  });
});

describe('row actions', () => {
  it('offers Check In before printing and View Ticket after, for pending and confirmed seats', () => {
    expect(rowView({ bookingStatus: 1, isPrinted: false }).action).toBe('check-in');
    expect(rowView({ bookingStatus: 1, isPrinted: true }).action).toBe('view-ticket');
    expect(rowView({ bookingStatus: 0, isPrinted: false }).action).toBe('check-in');
    expect(rowView({ bookingStatus: 0, isPrinted: true }).action).toBe('view-ticket');
  });

  it('hides both for status 2 and the codes shown as Cancelled', () => {
    for (const bookingStatus of [2, 5, 6]) {
      expect(rowView({ bookingStatus, isPrinted: false }).action).toBe('none');
      expect(rowView({ bookingStatus, isPrinted: true }).action).toBe('none');
    }
  });

  it('says the check-in state in words', () => {
    expect(checkInState({ isPrinted: true })).toBe('Checked in');
    expect(checkInState({ isPrinted: false })).toBe('Not checked in');
  });
});
