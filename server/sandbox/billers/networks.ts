import type { Network } from '../../../contract/bills';

/**
 * Which network issued a Nigerian mobile number, by its first four digits (the NCC's allocations
 * as of 2025). Numbers ported to another network keep their prefix, so a real lookup can be wrong:
 * the app lets the traveller override it.
 */
export const NETWORK_PREFIXES: Readonly<Record<Network, readonly string[]>> = {
  MTN: ['0703', '0706', '0803', '0806', '0810', '0813', '0814', '0816', '0903', '0906', '0913', '0916'],
  Airtel: ['0701', '0708', '0802', '0808', '0812', '0901', '0902', '0904', '0907', '0912'],
  Glo: ['0705', '0805', '0807', '0811', '0815', '0905', '0915'],
  Etisalat: ['0809', '0817', '0818', '0908', '0909'],
};

const NETWORK_BY_PREFIX = new Map(
  Object.entries(NETWORK_PREFIXES).flatMap(([network, prefixes]) => prefixes.map((prefix) => [prefix, network as Network] as const)),
);

/** The network of an 11-digit number starting 0; undefined for any other shape or an unallocated prefix. */
export function networkOf(phone: string): Network | undefined {
  if (!/^0\d{10}$/.test(phone)) return undefined;
  return NETWORK_BY_PREFIX.get(phone.slice(0, 4));
}
