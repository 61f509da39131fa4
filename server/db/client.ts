import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as placesSchema from './schema';
import * as accountsSchema from './schema-accounts';
import * as formsSchema from './schema-forms';
import * as walletSchema from './schema-wallet';
import * as billsSchema from './schema-bills';
import * as hireSchema from './schema-hire';
import * as wovenSchema from './schema-woven';
import * as ambassadorSchema from './schema-ambassador';
import * as trackingSchema from './schema-tracking';
import * as rescheduleSchema from './schema-reschedule';
import * as boardingSchema from './schema-boarding';
import * as paymentChecksSchema from './schema-payment-checks';
import { acquireDataDirLock } from './data-dir-lock';

/**
 * Tables for relational queries. The sandbox's (server/sandbox/schema.ts) stay out: they are only
 * queried through their table objects, and a production build may leave that folder out.
 */
const schema = { ...placesSchema, ...accountsSchema, ...formsSchema, ...walletSchema, ...billsSchema, ...hireSchema, ...wovenSchema, ...ambassadorSchema, ...trackingSchema, ...rescheduleSchema, ...boardingSchema, ...paymentChecksSchema };

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DbOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** In-memory PGlite, optionally started from a dumped template (tests). */
  | { memory: true; loadDataDir?: Blob | File };

/** Opens the database the environment asks for and brings its schema up to date. */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if ('databaseUrl' in options) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped by
    // the pool and replaced on next use; without a listener its 'error' would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL ended an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    // Both drivers expose the same query builder; the PGlite type is the project's reference type.
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  let releaseLock = () => {};
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    client = new PGlite(join(options.dataDir, 'pglite'));
  } else {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}
