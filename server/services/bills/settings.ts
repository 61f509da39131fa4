import * as v from 'valibot';
import { parseEnv, wholeNumberEnv } from '../../env';

/** The bills service's timings (server/services/bills/). */
export type BillsSettings = {
  /** How often the background check (recheck.ts) looks at unsettled bill payments (BILLS_RECHECK_SECONDS). */
  recheckSeconds: number;
  /** How long the sandbox biller keeps a vend to a number ending 9999 pending (BILLER_PENDING_SECONDS). */
  billerPendingSeconds: number;
};

export const DEFAULT_BILLS_SETTINGS: BillsSettings = { recheckSeconds: 30, billerPendingSeconds: 30 };

const envSchema = v.object({
  BILLS_RECHECK_SECONDS: wholeNumberEnv('BILLS_RECHECK_SECONDS'),
  BILLER_PENDING_SECONDS: wholeNumberEnv('BILLER_PENDING_SECONDS'),
});

/** Reads BILLS_RECHECK_SECONDS and BILLER_PENDING_SECONDS (the end-to-end server shortens both so pending outcomes resolve within a test). */
export function loadBillsSettings(env: Record<string, string | undefined> = {}): BillsSettings {
  const e = parseEnv(envSchema, env);
  return {
    recheckSeconds: e.BILLS_RECHECK_SECONDS ?? DEFAULT_BILLS_SETTINGS.recheckSeconds,
    billerPendingSeconds: e.BILLER_PENDING_SECONDS ?? DEFAULT_BILLS_SETTINGS.billerPendingSeconds,
  };
}
