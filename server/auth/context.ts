import type { Db } from '../db/client';
import { DEFAULT_AUTH_SETTINGS, type AuthSettings } from './settings';

export type AuthContext = {
  settings: AuthSettings;
  /** The clock of every expiry, window and timestamp in accounts (tests move it). */
  now: () => Date;
};

const contexts = new WeakMap<Db, AuthContext>();

/**
 * Registers the settings and clock for one database. createApp calls it once; middleware that
 * other services mount (`requireCustomer(db)`) finds them here at request time, so the order in
 * which services are built does not matter.
 */
export function configureAuth(db: Db, settings: Partial<AuthSettings> = {}, now: () => Date = () => new Date()): AuthContext {
  const context = { settings: { ...DEFAULT_AUTH_SETTINGS, ...settings }, now };
  contexts.set(db, context);
  return context;
}

/** The registered context, or the defaults with the real clock. */
export const authContext = (db: Db): AuthContext => contexts.get(db) ?? { settings: DEFAULT_AUTH_SETTINGS, now: () => new Date() };
