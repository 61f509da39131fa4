import * as v from 'valibot';
import { FUNDING_MAX_NAIRA, FUNDING_MIN_NAIRA, nairaToKoboSchema } from '@contract/wallet';

const fundingAmount = nairaToKoboSchema(FUNDING_MIN_NAIRA, FUNDING_MAX_NAIRA);

/**
 * The 'Fund wallet' amount as the NumberInput holds it (a number, or '' while empty), to kobo, or
 * the contract's sentence: at least ₦1, at most ₦1,000,000, two decimals at most.
 */
export function parseFundingAmount(value: number | string): { kobo: number } | { error: string } {
  if (value === '' || value === undefined) return { error: 'Enter an amount.' };
  const parsed = v.safeParse(fundingAmount, value);
  return parsed.success ? { kobo: parsed.output } : { error: parsed.issues[0].message };
}
