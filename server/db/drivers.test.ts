import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { databaseOnCluster, startTempPostgres, type TempPostgres } from '../../tests/fixtures/postgres';
import { TEST_TODAY } from '../../tests/fixtures/test-db';
import { seed } from '../seed/index';
import { openDatabase, type DbHandle } from './client';
import { routes, terminals, trips } from './schema';

/** Migrates and seeds a database, then reads back what both drivers must agree on. */
async function migrateSeedAndCount(handle: DbHandle) {
  await seed(handle.db, TEST_TODAY);
  const [t] = await handle.db.select({ n: count() }).from(terminals);
  const [r] = await handle.db.select({ n: count() }).from(routes);
  const [tr] = await handle.db.select({ n: count() }).from(trips);
  return { terminals: t?.n, routes: r?.n, trips: tr?.n };
}

let pg: TempPostgres | undefined;
afterAll(async () => pg?.stop());

describe('the same schema, migrations and seed on both drivers', () => {
  it('PGlite and PostgreSQL end with identical data', async () => {
    const lite = await openDatabase({ memory: true });
    const fromLite = await migrateSeedAndCount(lite);
    await lite.close();
    expect(fromLite.terminals).toBeGreaterThan(25);

    // An empty database on the run's one cluster (tests/postgres-global-setup.ts), else a cluster of its own.
    const cluster = inject('postgresServer');
    pg = cluster ? await databaseOnCluster(cluster, { template: false }) : await startTempPostgres();
    if (!pg && process.env.CI) throw new Error('CI must test PostgreSQL: .ci/run installs it');
    if (!pg) {
      // CI installs PostgreSQL (.ci/run); a laptop without it still runs the PGlite half.
      console.warn('PostgreSQL binaries not found: skipped the PostgreSQL half of the driver test');
      return;
    }
    const real = await openDatabase({ databaseUrl: pg.url });
    expect(real.driver).toBe('postgres');
    const fromPg = await migrateSeedAndCount(real);
    // Migrating again is a no-op on an up-to-date database.
    await real.close();
    const again = await openDatabase({ databaseUrl: pg.url });
    expect(await migrateSeedAndCount(again)).toEqual(fromPg);
    await again.close();
    expect(fromPg).toEqual(fromLite);
  }, 120_000);
});

describe('a PostgreSQL pool', () => {
  it('outlives an idle connection the server ends: a warning, not a crash, and the next query gets a new one', async () => {
    const cluster = inject('postgresServer');
    const own = cluster ? await databaseOnCluster(cluster, { template: false }) : await startTempPostgres();
    if (!own) return;
    const handle = await openDatabase({ databaseUrl: own.url });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Two connections at once, so one is left idle in the pool; the other ends it, as a restart would.
      await Promise.all([handle.db.execute(sql`select pg_sleep(0.05)`), handle.db.execute(sql`select pg_sleep(0.05)`)]);
      await handle.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
      await expect.poll(() => warned.mock.calls.some(([message]) => String(message).startsWith('PostgreSQL ended an idle connection'))).toBe(true);
      expect((await handle.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      warned.mockRestore();
      await handle.close();
      await own.stop();
    }
  }, 60_000);
});
