import { createHash } from 'node:crypto';

/**
 * Who the biller has on its books for a meter or smart card: a Nigerian name, and for a meter an
 * address in its distribution company's area, both derived from a hash of the number so the same
 * number always names the same customer.
 */

const SURNAMES = [
  'ADEBAYO', 'OKAFOR', 'BELLO', 'EZE', 'OGUNLEYE', 'IBRAHIM', 'NWOSU', 'ADEYEMI', 'MUSA', 'OKONKWO',
  'ABUBAKAR', 'OLADIPO', 'CHUKWU', 'YUSUF', 'AKINTOLA', 'OBI', 'DANJUMA', 'ETIM', 'OSAGIE', 'IGWE',
] as const;
const GIVEN_NAMES = [
  'OLUWASEUN', 'CHINEDU', 'AMINA', 'EMEKA', 'FOLAKE', 'ABDULLAHI', 'NGOZI', 'TUNDE', 'HAUWA', 'IFEANYI',
  'BLESSING', 'KEHINDE', 'ZAINAB', 'CHIOMA', 'SEGUN', 'FATIMA', 'UCHE', 'BUKOLA', 'EFOSA', 'AISHA',
] as const;

/** Streets in each distribution company's area, by biller id (server/sandbox/billers/catalog.ts). */
const STREETS: Readonly<Record<number, readonly string[]>> = {
  1101: ['Allen Avenue, Ikeja, Lagos', 'Obafemi Awolowo Way, Ikeja, Lagos', 'Ikorodu Road, Maryland, Lagos'],
  1102: ['Adeola Odeku St, Victoria Island, Lagos', 'Awolowo Road, Ikoyi, Lagos', 'Herbert Macaulay Way, Yaba, Lagos'],
  1103: ['Aminu Kano Crescent, Wuse 2, Abuja', 'Gimbiya Street, Garki, Abuja', 'Ahmadu Bello Way, Kado, Abuja'],
  1104: ['Ring Road, Ibadan', 'Oyo Road, Bodija, Ibadan', 'Oke-Ilewo Road, Abeokuta'],
  1105: ['Ogui Road, Enugu', 'Zik Avenue, Uwani, Enugu', 'Agbani Road, Enugu'],
  1106: ['Aba Road, Port Harcourt', 'Trans-Amadi Road, Port Harcourt', 'Olu Obasanjo Road, Port Harcourt'],
  1107: ['Zoo Road, Kano', 'Murtala Mohammed Way, Kano', 'Bompai Road, Kano'],
  1108: ['Ahmadu Bello Way, Jos', 'Rayfield Road, Jos', 'Murtala Mohammed Way, Jos'],
  1109: ['Ali Akilu Road, Kaduna', 'Constitution Road, Kaduna', 'Independence Way, Kaduna'],
  1110: ['Airport Road, Benin City', 'Akpakpava Road, Benin City', 'Sapele Road, Benin City'],
};
const ELSEWHERE = ['Broad Street, Lagos Island, Lagos'] as const;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** The name on the biller's books for a number, in capitals as billers print it ('ADEBAYO OLUWASEUN'). */
export function customerName(customerId: string): string {
  const hash = createHash('sha256').update(customerId).digest();
  return `${pick(SURNAMES, hash.readUInt16BE(0))} ${pick(GIVEN_NAMES, hash.readUInt16BE(2))}`;
}

/** The address a meter is registered at, in its distribution company's area ('12 Allen Avenue, Ikeja, Lagos'). */
export function meterAddress(customerId: string, billerId: number): string {
  const hash = createHash('sha256').update(customerId).digest();
  return `${1 + (hash.readUInt8(4) % 120)} ${pick(STREETS[billerId] ?? ELSEWHERE, hash.readUInt8(5))}`;
}
