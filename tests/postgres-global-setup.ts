import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/seed/index';
import { databaseUrl, startTempPostgres, TEMPLATE_DATABASE } from './fixtures/postgres';
import { TEST_TODAY } from './fixtures/test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one PostgreSQL server (its 'postgres' database), or null when there is none here. */
    postgresServer: string | null;
  }
}

/**
 * One PostgreSQL cluster for the whole unit run (fsync off), and a migrated, seeded template
 * database built in the background while the first test files run: every file that tests on
 * PostgreSQL clones it (tests/fixtures/postgres.ts databaseOnCluster) instead of starting a cluster
 * of its own. Built under another name and renamed when done, so a clone never sees it half made.
 */
export default async function setup(project: TestProject) {
  const server = await startTempPostgres();
  project.provide('postgresServer', server?.url ?? null);
  if (!server) return;
  const building = `${TEMPLATE_DATABASE}_building`;
  const built = (async () => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query(`drop database if exists "${building}"`);
      await client.query(`create database "${building}"`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(server.url, building) });
      await seed(handle.db, TEST_TODAY);
      await handle.close();
      await client.query(`alter database "${building}" rename to "${TEMPLATE_DATABASE}"`);
    } finally {
      await client.end();
    }
  })();
  built.catch((error: unknown) => console.error('Building the PostgreSQL test template failed:', error));
  return async () => {
    await built.catch(() => undefined);
    await server.stop();
  };
}
