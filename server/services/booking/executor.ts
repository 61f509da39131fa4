import type { Db } from '../../db/client';

/** A transaction handle of the project's database type. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: reads work the same on both. */
export type Executor = Db | Tx;
