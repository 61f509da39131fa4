import { describe, expect, it } from 'vitest';
import { hasStopover, heldSeatsNote, isPalliativeTrip, noBusMessage, seatsAvailableText } from './trip-rules';

describe('isPalliativeTrip', () => {
  it('follows the trip flag', () => {
    expect(isPalliativeTrip({ isPalliative: true, routeName: 'Lagos (Iyana Ipaja) ==> Onitsha' })).toBe(true);
    expect(isPalliativeTrip({ isPalliative: false, routeName: 'Lagos (Iyana Ipaja) ==> Onitsha' })).toBe(false);
  });

  it('also flags a terminal whose name contains Palliative', () => {
    expect(isPalliativeTrip({ isPalliative: false, routeName: 'Abuja (Palliative) ==> Enugu' })).toBe(true);
    expect(isPalliativeTrip({ isPalliative: false, routeName: 'Abuja (Utako) ==> Enugu Palliative' })).toBe(true);
  });
});

describe('hasStopover', () => {
  const route = (departureTerminalName: string, destinationTerminalName: string) => ({ departureTerminalName, destinationTerminalName });
  const stopover = route('Benin (Akpakpava)', 'Lagos (Iyana Ipaja)');

  it('holds for the 08:15 AM Benin (Akpakpava) to Lagos (Iyana Ipaja) bus only', () => {
    expect(hasStopover({ ...stopover, departureTime: '08:15 AM' })).toBe(true);
    expect(hasStopover({ ...stopover, departureTime: '09:15 AM' })).toBe(false);
    expect(hasStopover({ ...route('Lagos (Iyana Ipaja)', 'Benin (Akpakpava)'), departureTime: '08:15 AM' })).toBe(false);
    expect(hasStopover({ ...route('Benin (Uselu)', 'Lagos (Iyana Ipaja)'), departureTime: '08:15 AM' })).toBe(false);
  });

  it('ignores spacing and case in the names', () => {
    expect(hasStopover({ ...route('benin (akpakpava)', 'LAGOS (IYANA IPAJA) '), departureTime: '08:15 am' })).toBe(true);
  });
});

describe('seatsAvailableText', () => {
  it('says fully booked at zero', () => {
    expect(seatsAvailableText(0)).toBe('Seats fully booked');
    expect(seatsAvailableText(1)).toBe('1 seat available');
    expect(seatsAvailableText(9)).toBe('9 seats available');
  });

  it('does not call a bus fully booked when its last seats are only held for payment', () => {
    expect(seatsAvailableText(0, 3)).toBe('All free seats are held for payment. Check again in a few minutes.');
    expect(seatsAvailableText(0, 0)).toBe('Seats fully booked');
    expect(seatsAvailableText(2, 3)).toBe('2 seats available');
    expect(heldSeatsNote(2, 3)).toBe('3 more held for payment');
    expect(heldSeatsNote(0, 3)).toBeUndefined();
    expect(heldSeatsNote(2, 0)).toBeUndefined();
  });
});

describe('noBusMessage', () => {
  it('is the spec sentence', () => {
    expect(noBusMessage('Jos', 'Calabar')).toBe(
      "There's no bus travelling from Jos terminal to Calabar terminal. Check out other nearby terminals travelling to your destination.",
    );
  });
});
