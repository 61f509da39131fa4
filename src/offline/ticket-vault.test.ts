import { describe, expect, it, vi } from 'vitest';
import { ticketOf, type BookingSeatRow, type BookingStatus } from '@contract/tickets';
import { createTicketVault, expiresAtMs, isExpired, keepContact, lastDepartureMs, sortForTravel, type VaultEntry, type VaultStorage } from './ticket-vault';

const row = (departsAt: string, extra: Partial<BookingSeatRow> = {}): BookingSeatRow => ({
  bookingReferenceCode: 'FRE-ABC234',
  bookingStatus: 1,
  isPrinted: false,
  amount: 1_500_000,
  seatNumber: 3,
  fullName: 'Ada Obi',
  gender: 1,
  phoneNumber: '08031234567',
  nextOfKinName: 'Ngozi Obi',
  routeName: 'Lagos (Jibowu) ==> Abuja (Utako)',
  departureTerminalName: 'Lagos (Jibowu)',
  destinationTerminalName: 'Abuja (Utako)',
  departureTerminalId: 1,
  departureLatitude: 6.5,
  departureLongitude: 3.37,
  departureDate: departsAt.slice(0, 10),
  departureTime: '07:00 AM',
  departsAt,
  createdDate: '2026-11-20T09:00:00.000Z',
  isReturn: false,
  vehicleName: 'Hiace',
  passengerType: 0,
  ...extra,
});

const booking = (refCode: string, ...departs: string[]): BookingStatus => ({
  Object: { refCode, createdDate: '2026-11-20T09:00:00.000Z', departureDate: departs[0]?.slice(0, 10) ?? '2026-11-24', totalAmount: 1_500_000 * departs.length },
  userData: departs.map((d, i) => row(d, { bookingReferenceCode: refCode, isReturn: i > 0 })),
});

function memoryStorage(seed: Record<string, unknown> = {}) {
  const map = new Map<string, unknown>(Object.entries(seed));
  const storage: VaultStorage = {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()],
  };
  return { map, storage };
}

const clock = (iso: string) => {
  let now = new Date(iso);
  return { now: () => now, set: (next: string) => void (now = new Date(next)) };
};

const DAY = 24 * 60 * 60 * 1000;

describe('vault expiry', () => {
  const entry = (status: BookingStatus): VaultEntry => ({ version: 2, reference: status.Object.refCode, booking: status, savedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' });

  it('keeps a ticket until 30 days after its last departure', () => {
    const e = entry(booking('FRE-ABC234', '2026-11-24T06:00:00.000Z', '2026-11-27T06:00:00.000Z'));
    expect(lastDepartureMs(e.booking)).toBe(Date.parse('2026-11-27T06:00:00.000Z'));
    expect(expiresAtMs(e)).toBe(Date.parse('2026-11-27T06:00:00.000Z') + 30 * DAY);
    expect(isExpired(e, new Date('2026-12-27T05:59:59.000Z'))).toBe(false);
    expect(isExpired(e, new Date('2026-12-27T06:00:00.000Z'))).toBe(true);
  });

  it('falls back to the end of the summary departure day (Lagos) when there is no seat row', () => {
    const e = entry({ ...booking('FRE-ABC234'), Object: { refCode: 'FRE-ABC234', createdDate: '', departureDate: '2026-11-24', totalAmount: 0 } });
    expect(lastDepartureMs(e.booking)).toBe(Date.parse('2026-11-24T22:59:00.000Z'));
  });

  it('keeps an undatable booking 30 days from when it was saved', () => {
    const e = entry({ ...booking('FRE-ABC234'), Object: { refCode: 'FRE-ABC234', createdDate: '', departureDate: 'soon', totalAmount: 0 } });
    expect(expiresAtMs(e)).toBe(Date.parse(e.savedAt) + 30 * DAY);
  });

  it('sorts trips ahead first (soonest first), then trips gone (latest first)', () => {
    const now = new Date('2026-11-25T00:00:00.000Z');
    const gone = entry(booking('FRE-GONE22', '2026-11-20T06:00:00.000Z'));
    const older = entry(booking('FRE-OLD222', '2026-11-10T06:00:00.000Z'));
    const later = entry(booking('FRE-LATE22', '2026-12-01T06:00:00.000Z'));
    // A round trip whose outbound is gone sorts by its return.
    const soon = entry(booking('FRE-SOON22', '2026-11-20T06:00:00.000Z', '2026-11-26T06:00:00.000Z'));
    expect(sortForTravel([older, gone, later, soon], now).map((e) => e.reference)).toEqual(['FRE-SOON22', 'FRE-LATE22', 'FRE-GONE22', 'FRE-OLD222']);
  });
});

describe('the ticket vault', () => {
  it('saves a booking, keeps its first savedAt and refreshes updatedAt', async () => {
    const { map, storage } = memoryStorage();
    const time = clock('2026-11-23T10:00:00.000Z');
    const vault = createTicketVault(storage, { now: time.now });
    await vault.save(booking('FRE-ABC234', '2026-11-24T06:00:00.000Z'));
    time.set('2026-11-23T12:30:00.000Z');
    const again = await vault.save(booking('FRE-ABC234', '2026-11-24T06:00:00.000Z'));
    expect(again).toMatchObject({ reference: 'FRE-ABC234', savedAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T12:30:00.000Z' });
    expect([...map.keys()]).toEqual(['FRE-ABC234']);
    expect(await vault.get('fre-abc234 ')).toEqual(again);
  });

  it('never trades a saved phone and next of kin for an answer looked up without them', async () => {
    const { map, storage } = memoryStorage();
    const time = clock('2026-11-23T10:00:00.000Z');
    const vault = createTicketVault(storage, { now: time.now });
    await vault.save(booking('FRE-ABCD2345XY', '2026-11-24T06:00:00.000Z'));
    const hidden = booking('FRE-ABCD2345XY', '2026-11-24T06:00:00.000Z');
    hidden.userData = hidden.userData.map((r) => ({ ...r, phoneNumber: '', nextOfKinName: '', bookingStatus: 1, isPrinted: true }));
    time.set('2026-11-23T12:00:00.000Z');
    const kept = await vault.save(hidden);
    // The fresh answer's news (checked in) is taken; the contact is the saved one.
    expect(kept.booking.userData[0]).toMatchObject({ isPrinted: true, phoneNumber: '08031234567', nextOfKinName: 'Ngozi Obi' });
    expect((map.get('FRE-ABCD2345XY') as VaultEntry).booking.userData[0]?.phoneNumber).toBe('08031234567');
    // A copy first saved without them stays without them.
    const other = booking('FRE-QRST6789AB', '2026-11-24T06:00:00.000Z');
    other.userData = other.userData.map((r) => ({ ...r, phoneNumber: '', nextOfKinName: '' }));
    expect((await vault.save(other)).booking.userData[0]?.phoneNumber).toBe('');
    expect(keepContact(other, undefined)).toBe(other);
  });

  it('keeps the signed ticket\'s QR text, and replaces a ticket saved before signing by the signed one', async () => {
    const { storage, map } = memoryStorage();
    const at = clock('2026-11-20T10:00:00.000Z');
    const vault = createTicketVault(storage, { now: at.now });
    const unsigned = booking('FRE-ABC234', '2026-11-24T06:00:00.000Z');
    await vault.save(unsigned);
    expect((await vault.get('FRE-ABC234'))?.booking.Object.ticketQr).toBeUndefined();
    const qr = `FRE-ABC234 K1 ${'A'.repeat(103)}`;
    await vault.save({ ...unsigned, Object: { ...unsigned.Object, ticketQr: qr } });
    expect((await vault.get('fre-abc234'))?.booking.Object.ticketQr).toBe(qr);
    // As IndexedDB holds it, read back through the schema (offline, after a reload).
    expect(await createTicketVault(storage, { now: at.now }).get('FRE-ABC234')).toMatchObject({ version: 2, booking: { Object: { ticketQr: qr } } });
    expect(map.size).toBe(1);
  });

  it('opens a ticket saved by a version before issue 32 (the booking under `status`, no version), and the next save writes it anew', async () => {
    // Exactly as that version wrote it to IndexedDB: saved after payment by a look-up with the phone.
    const written = booking('FRE-ABC234', '2026-11-24T06:00:00.000Z');
    const old = { reference: 'FRE-ABC234', status: written, savedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' };
    const { map, storage } = memoryStorage({ 'FRE-ABC234': structuredClone(old) });
    const time = clock('2026-11-23T10:00:00.000Z');
    const vault = createTicketVault(storage, { now: time.now });

    const read = await vault.get('FRE-ABC234');
    expect(read).toEqual({ version: 2, reference: 'FRE-ABC234', booking: written, savedAt: old.savedAt, updatedAt: old.updatedAt });
    expect(await vault.list()).toEqual([read]);
    // What the Bus Ticket shows of it.
    expect(ticketOf(read!.booking)).toMatchObject({ bookingReference: 'FRE-ABC234', outbound: { passengers: [{ fullName: 'Ada Obi', seatNumber: 3 }] } });
    // Reading converts, it does not write: the stored copy is as it was until the booking is saved again.
    expect(map.get('FRE-ABC234')).toEqual(old);

    // A confirmation answered to a reference alone (no phone): the old copy's phone is kept, in today's shape.
    const hidden = { ...written, userData: written.userData.map((r) => ({ ...r, phoneNumber: '', nextOfKinName: '' })) };
    time.set('2026-11-23T12:00:00.000Z');
    await vault.save(hidden);
    expect(map.get('FRE-ABC234')).toEqual({ version: 2, reference: 'FRE-ABC234', booking: written, savedAt: old.savedAt, updatedAt: '2026-11-23T12:00:00.000Z' });
  });

  it('tells of each new ticket (to ask for persistent storage), not of a refresh of a kept one', async () => {
    const { storage } = memoryStorage();
    const onNewTicket = vi.fn();
    const vault = createTicketVault(storage, { now: clock('2026-11-23T10:00:00.000Z').now, onNewTicket });
    await vault.save(booking('FRE-ABC234', '2026-11-24T06:00:00.000Z'));
    await vault.save(booking('FRE-DEF567', '2026-11-25T06:00:00.000Z'));
    await vault.save(booking('FRE-ABC234', '2026-11-24T06:00:00.000Z'));
    expect(onNewTicket.mock.calls).toEqual([['FRE-ABC234'], ['FRE-DEF567']]);
    // A trip long over is shown but not kept: nothing to keep safe.
    await vault.save(booking('FRE-GONE22', '2026-09-01T06:00:00.000Z'));
    expect(onNewTicket).toHaveBeenCalledTimes(2);
  });

  it('prunes expired and unreadable entries on start and on save', async () => {
    const time = clock('2026-11-23T10:00:00.000Z');
    const keep = { reference: 'FRE-KEEP22', status: booking('FRE-KEEP22', '2026-11-24T06:00:00.000Z'), savedAt: 'x', updatedAt: 'x' };
    const old = { reference: 'FRE-OLD222', status: booking('FRE-OLD222', '2026-10-20T06:00:00.000Z'), savedAt: 'x', updatedAt: 'x' };
    const { map, storage } = memoryStorage({ 'FRE-KEEP22': keep, 'FRE-OLD222': old, 'FRE-JUNK22': { reference: 'FRE-JUNK22', status: { nope: true } } });
    const vault = createTicketVault(storage, { now: time.now });
    expect((await vault.list()).map((e) => e.reference)).toEqual(['FRE-KEEP22']);
    expect([...map.keys()]).toEqual(['FRE-KEEP22']);

    // Thirty days after the kept trip, the next save lets it go.
    time.set('2026-12-24T06:00:00.000Z');
    await vault.save(booking('FRE-NEW222', '2026-12-30T06:00:00.000Z'));
    expect([...map.keys()]).toEqual(['FRE-NEW222']);
  });

  it('does not keep a booking whose trip ended more than 30 days ago, and hides entries that lapse while open', async () => {
    const time = clock('2026-11-23T10:00:00.000Z');
    const { map, storage } = memoryStorage();
    const vault = createTicketVault(storage, { now: time.now });
    await vault.save(booking('FRE-OLD222', '2026-10-01T06:00:00.000Z'));
    expect(map.size).toBe(0);
    await vault.save(booking('FRE-ABC234', '2026-11-24T06:00:00.000Z'));
    time.set('2026-12-24T06:00:00.000Z');
    expect(await vault.get('FRE-ABC234')).toBeUndefined();
    expect(await vault.list()).toEqual([]);
  });

  it('tells subscribers when it changes', async () => {
    const { storage } = memoryStorage();
    const vault = createTicketVault(storage, { now: clock('2026-11-23T10:00:00.000Z').now });
    const listener = vi.fn();
    const stop = vault.subscribe(listener);
    await vault.save(booking('FRE-ABC234', '2026-11-24T06:00:00.000Z'));
    stop();
    await vault.save(booking('FRE-ABC234', '2026-11-24T06:00:00.000Z'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
