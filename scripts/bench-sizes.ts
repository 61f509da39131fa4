// What the bench's scripts weigh files by: the built app's files, gzip at level 9, in KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const dist = join(import.meta.dirname, '..', 'dist');

/** The gzip size in bytes of a file of dist/, by its path there ('/assets/app-….js' or 'sw.js'). */
export const gzipBytes = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

/** Bytes as KB with one decimal. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
