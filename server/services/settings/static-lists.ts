import { ok } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { terminals } from '../../db/schema';
import { cachedJson, type CachedJson } from '../../http/cached-json';

export type TerminalRow = typeof terminals.$inferSelect;

/** `load()`, kept under `key` until forgotten; a failed load is not kept, so the next call tries again. */
function remember<T>(store: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const kept = store.get(key);
  if (kept) return kept;
  const loading = load();
  store.set(key, loading);
  loading.catch(() => {
    if (store.get(key) === loading) store.delete(key);
  });
  return loading;
}

/**
 * What only the seed writes (server/seed: terminals, routes, fares, vehicle models, pick-up
 * points), kept in memory per database: each list's answer serialised once with its ETag, and
 * every terminal for the trip search. server/main.ts forgets it all after each seed run, the one
 * writer; on PostgreSQL each server process keeps and forgets its own copy.
 */
class StaticLists {
  #terminals = new Map<'all', Promise<ReadonlyMap<number, TerminalRow>>>();
  #answers = new Map<string, Promise<CachedJson>>();
  constructor(private readonly db: Db) {}

  /** Every terminal by id. */
  terminals(): Promise<ReadonlyMap<number, TerminalRow>> {
    return remember(this.#terminals, 'all', async () => new Map((await this.db.select().from(terminals)).map((t) => [t.id, t])));
  }

  /** Whether every id names a known terminal: only answers about known terminals are kept, so memory stays bounded. */
  async knows(...ids: number[]): Promise<boolean> {
    const known = await this.terminals();
    return ids.every((id) => known.has(id));
  }

  /**
   * A list's answer in the success envelope with its ETag: kept under `key`, or, with no key
   * (a terminal nobody knows of), read afresh each time.
   */
  answer(key: string | undefined, load: () => Promise<unknown>): Promise<CachedJson> {
    const read = async () => cachedJson(ok(await load()));
    if (key === undefined) return read();
    return remember(this.#answers, key, read);
  }

  forget(): void {
    this.#terminals.clear();
    this.#answers.clear();
  }
}

const byDatabase = new WeakMap<Db, StaticLists>();

export function staticListsOf(db: Db): StaticLists {
  let lists = byDatabase.get(db);
  if (!lists) byDatabase.set(db, (lists = new StaticLists(db)));
  return lists;
}

/** After the seed has run: the next request reads every list again. */
export const forgetStaticLists = (db: Db): void => byDatabase.get(db)?.forget();
