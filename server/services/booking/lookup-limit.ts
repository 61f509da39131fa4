import { lookupLimitMessage } from '../../../contract/tickets';
import { addressLimit } from '../../auth/address-limit';
import { secondsLeft } from '../../auth/rate-limit';
import type { Db } from '../../db/client';

const MINUTE = 60_000;

/**
 * Throttles the calls that take a booking reference (status, self check-in, release) per client
 * address: `perMinute` a minute, all three together, taken before the reference is looked at.
 */
export const lookupLimit = (db: Db, perMinute: number) =>
  addressLimit(db, 'booking-lookup', { max: perMinute, windowMs: MINUTE }, (ms) => lookupLimitMessage(secondsLeft(ms)));
