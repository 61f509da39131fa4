import { describe, expect, it } from 'vitest';
import { readSavedTicketCookies, savedTicketCookieName } from './saved-ticket-cookie';

describe('saved-ticket cookies', () => {
  it('are named by the reference, upper case, with nothing a cookie name cannot hold', () => {
    expect(savedTicketCookieName(' fre-abcdefgh23 ')).toBe('freely_ticket_FRE-ABCDEFGH23');
    expect(savedTicketCookieName('FRE-AB;C=D')).toBe('freely_ticket_FRE-ABCD');
  });

  it('reads each ticket and its contact, decoded, and skips every other cookie and malformed one', () => {
    const text = 'theme=dark; freely_ticket_FRE-ABCDEFGH23=08031234567; freely_ticket_FRE-XYZ234=ada%40example.com; freely_ticket_=x; freely_ticket_FRE-BAD=%E0%A4%A; freely_ticket_FRE-EMPTY=';
    expect(readSavedTicketCookies(text)).toEqual([
      { reference: 'FRE-ABCDEFGH23', contact: '08031234567' },
      { reference: 'FRE-XYZ234', contact: 'ada@example.com' },
    ]);
    expect(readSavedTicketCookies('')).toEqual([]);
  });
});
