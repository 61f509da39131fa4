import { describe, expect, it } from 'vitest';
import {
  boardingLeg, fromBase32, importTicketKeys, parseTicketQr, QR_TEXT_PATTERN, TICKET_KEY_ALGORITHM, TICKET_SIGN_ALGORITHM, TICKET_SIGNATURE_CHARS,
  ticketQrText, ticketSigningInput, toBase32, verifyTicket, type SignedTicketFields, type TicketPublicJwk,
} from './ticket-signature';

const subtle = globalThis.crypto.subtle;

const FIELDS: SignedTicketFields = {
  reference: 'FRE-ABCD234567',
  legs: [
    { tripId: 812, departureDate: '2025-03-14', departureTime: '08:15', routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', seats: [3, 1, 2] },
    { tripId: 4411, departureDate: '2025-03-20', departureTime: '17:30', routeName: 'Abuja (Utako) ==> Lagos (Jibowu)', seats: [5, 6, 7] },
  ],
  passengers: 3,
  validUntil: '2025-03-21',
};

async function keyPair(keyId = 'K1') {
  const pair = await subtle.generateKey(TICKET_KEY_ALGORITHM, true, ['sign', 'verify']);
  const { kty, crv, x, y } = await subtle.exportKey('jwk', pair.publicKey);
  const jwk = { kty, crv, x, y } as TicketPublicJwk;
  return { keyId, privateKey: pair.privateKey, jwk };
}

async function sign(fields: SignedTicketFields, key: Awaited<ReturnType<typeof keyPair>>) {
  const signature = new Uint8Array(await subtle.sign(TICKET_SIGN_ALGORITHM, key.privateKey, ticketSigningInput(fields)));
  return ticketQrText(fields.reference, key.keyId, signature);
}

describe('canonical encoding', () => {
  it('is stable: the same bytes for the same ticket, whatever the order of seats', () => {
    const text = new TextDecoder().decode(ticketSigningInput(FIELDS));
    // Pinned: a change here breaks every signed ticket in travellers' hands. Make it a new version instead.
    expect(text).toBe(
      'FREELY-TICKET/1\n["FRE-ABCD234567",[[812,"2025-03-14","08:15","Lagos (Jibowu) ==> Abuja (Utako)",[1,2,3]],' +
        '[4411,"2025-03-20","17:30","Abuja (Utako) ==> Lagos (Jibowu)",[5,6,7]]],3,"2025-03-21"]',
    );
    const reordered = { ...FIELDS, legs: FIELDS.legs.map((l) => ({ ...l, seats: l.seats.toReversed() })) };
    expect(ticketSigningInput(reordered)).toEqual(ticketSigningInput(FIELDS));
  });

  it('escapes what JSON escapes, so a route name cannot forge another field', () => {
    const tricky = { ...FIELDS, legs: [{ ...FIELDS.legs[0]!, routeName: 'A","2099-01-01' }] };
    const plain = { ...FIELDS, legs: [{ ...FIELDS.legs[0]!, routeName: 'A' }] };
    expect(ticketSigningInput(tricky)).not.toEqual(ticketSigningInput(plain));
    expect(new TextDecoder().decode(ticketSigningInput(tricky))).toContain('"A\\",\\"2099-01-01"');
  });
});

describe('base32', () => {
  it('round-trips and refuses non-zero trailing bits', () => {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(64));
    const text = toBase32(bytes);
    expect(text).toHaveLength(TICKET_SIGNATURE_CHARS);
    expect(fromBase32(text)).toEqual(bytes);
    // The last character holds 2 bits of data and 3 unused ones: setting those must not pass.
    const last = text.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    const noisy = text.slice(0, -1) + alphabet[alphabet.indexOf(last) | 1];
    if (noisy !== text) expect(fromBase32(noisy)).toBeUndefined();
    expect(fromBase32('A1')).toBeUndefined();
  });
});

describe('QR text', () => {
  it('reads as the reference first, then the key id and the signature, in QR alphanumeric characters only', async () => {
    const key = await keyPair('K1');
    const qr = await sign(FIELDS, key);
    expect(qr.startsWith('FRE-ABCD234567 K1 ')).toBe(true);
    expect(qr).toMatch(QR_TEXT_PATTERN);
    expect(qr).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
    expect(qr).toHaveLength(121);
    expect(parseTicketQr(` ${qr}\n`)).toMatchObject({ kind: 'signed', reference: 'FRE-ABCD234567', keyId: 'K1' });
    expect(parseTicketQr('FRE-ABCD234567')).toEqual({ kind: 'unsigned', reference: 'FRE-ABCD234567' });
    expect(parseTicketQr('https://example.com/x')).toEqual({ kind: 'unreadable' });
    expect(parseTicketQr(qr.toLowerCase())).toEqual({ kind: 'unreadable' });
  });
});

describe('verifyTicket (WebCrypto, as in the browser)', () => {
  it('accepts a ticket signed with a key of the keyring', async () => {
    const key = await keyPair();
    const keys = await importTicketKeys([key]);
    const qr = await sign(FIELDS, key);
    expect(await verifyTicket(qr, FIELDS, keys)).toEqual({ ok: true, reference: FIELDS.reference, keyId: 'K1' });
    // The fields' seat order does not matter.
    expect((await verifyTicket(qr, { ...FIELDS, legs: FIELDS.legs.map((l) => ({ ...l, seats: l.seats.toReversed() })) }, keys)).ok).toBe(true);
  });

  it('refuses every single changed character of the signature', async () => {
    const key = await keyPair();
    const keys = await importTicketKeys([key]);
    const qr = await sign(FIELDS, key);
    const start = qr.lastIndexOf(' ') + 1;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    for (let i = start; i < qr.length; i++) {
      const other = alphabet[(alphabet.indexOf(qr[i]!) + 1) % 32]!;
      const tampered = qr.slice(0, i) + other + qr.slice(i + 1);
      const verdict = await verifyTicket(tampered, FIELDS, keys);
      expect(verdict.ok, `character ${i}`).toBe(false);
    }
  });

  it('refuses one changed byte of the signature', async () => {
    const key = await keyPair();
    const keys = await importTicketKeys([key]);
    const qr = await sign(FIELDS, key);
    const parsed = parseTicketQr(qr);
    if (parsed.kind !== 'signed') throw new Error('not signed');
    for (const at of [0, 31, 32, 63]) {
      const bytes = new Uint8Array(parsed.signature);
      bytes[at] = bytes[at]! ^ 0x01;
      expect((await verifyTicket(ticketQrText(FIELDS.reference, 'K1', bytes), FIELDS, keys)).ok).toBe(false);
    }
  });

  it('refuses a ticket whose fields changed in any way', async () => {
    const key = await keyPair();
    const keys = await importTicketKeys([key]);
    const qr = await sign(FIELDS, key);
    const leg = FIELDS.legs[0]!;
    const changes: SignedTicketFields[] = [
      { ...FIELDS, passengers: 4 },
      { ...FIELDS, validUntil: '2025-03-22' },
      { ...FIELDS, legs: [{ ...leg, tripId: 813 }, FIELDS.legs[1]!] },
      { ...FIELDS, legs: [{ ...leg, departureDate: '2025-03-15' }, FIELDS.legs[1]!] },
      { ...FIELDS, legs: [{ ...leg, departureTime: '08:16' }, FIELDS.legs[1]!] },
      { ...FIELDS, legs: [{ ...leg, routeName: 'Lagos (Jibowu) ==> Abuja (Jabi)' }, FIELDS.legs[1]!] },
      { ...FIELDS, legs: [{ ...leg, seats: [1, 2, 4] }, FIELDS.legs[1]!] },
      { ...FIELDS, legs: [leg] },
    ];
    for (const changed of changes) expect(await verifyTicket(qr, changed, keys)).toEqual({ ok: false, reason: 'wrong-signature', reference: FIELDS.reference });
    // Another booking's fields with this QR: refused before any crypto.
    expect(await verifyTicket(qr, { ...FIELDS, reference: 'FRE-ZZZZ234567' }, keys)).toMatchObject({ ok: false, reason: 'other-booking' });
  });

  it('keeps verifying with an older key after a rotation, and refuses a key it does not hold', async () => {
    const old = await keyPair('K1');
    const current = await keyPair('K2');
    const oldQr = await sign(FIELDS, old);
    const both = await importTicketKeys([current, old]);
    expect((await verifyTicket(oldQr, FIELDS, both)).ok).toBe(true);
    expect((await verifyTicket(await sign(FIELDS, current), FIELDS, both)).ok).toBe(true);
    // Retired: the keyring no longer has K1.
    expect(await verifyTicket(oldQr, FIELDS, await importTicketKeys([current]))).toMatchObject({ ok: false, reason: 'unknown-key' });
    // A forger's own key under our key id: the signature does not verify.
    const forger = await keyPair('K2');
    expect(await verifyTicket(await sign(FIELDS, forger), FIELDS, both)).toMatchObject({ ok: false, reason: 'wrong-signature' });
  });

  it('names a reference-only QR and an unreadable one', async () => {
    const keys = await importTicketKeys([await keyPair()]);
    expect(await verifyTicket('FRE-ABCD234567', FIELDS, keys)).toEqual({ ok: false, reason: 'unsigned', reference: 'FRE-ABCD234567' });
    expect(await verifyTicket('hello', FIELDS, keys)).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('boardingLeg', () => {
  const outbound = { tripId: 812, departureDate: '2025-03-14', routeName: 'Lagos (Jibowu) ==> Abuja (Utako)' };
  it('finds the leg of the bus being boarded', () => {
    expect(boardingLeg(FIELDS, outbound, '2025-03-14')).toMatchObject({ ok: true, leg: { tripId: 812 } });
    expect(boardingLeg(FIELDS, { tripId: 4411, departureDate: '2025-03-20', routeName: 'Abuja (Utako) ==> Lagos (Jibowu)' }, '2025-03-20')).toMatchObject({ ok: true });
  });
  it('says another day, another trip, or expired', () => {
    expect(boardingLeg(FIELDS, { ...outbound, tripId: 900, departureDate: '2025-03-15' }, '2025-03-15')).toEqual({ ok: false, reason: 'another-day' });
    expect(boardingLeg(FIELDS, { ...outbound, tripId: 901 }, '2025-03-14')).toEqual({ ok: false, reason: 'another-trip' });
    expect(boardingLeg(FIELDS, { tripId: 902, departureDate: '2025-03-14', routeName: 'Lagos (Jibowu) ==> Enugu' }, '2025-03-14')).toEqual({ ok: false, reason: 'another-trip' });
    expect(boardingLeg(FIELDS, outbound, '2025-03-22')).toEqual({ ok: false, reason: 'expired' });
  });
});
