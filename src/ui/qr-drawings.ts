import { createStore, del, entries, get, keys, set } from 'idb-keyval';
import { QR_DRAWINGS_DB } from '@contract/ticket-first';

/**
 * Ticket QR codes as drawn, kept on the phone (issue 34). Drawing one with qr-code-styling (a
 * version 7 code: mask selection, then a thousand SVG squares) was the largest single cost of
 * showing a saved ticket from a cold start at the gate: a quarter of a second on a fast phone,
 * a second at 4× CPU. The markup is the library's own drawing, made once online (or the first
 * time a ticket is shown) and inserted as it is afterwards; from a cold start, the booking status
 * page's inline script shows it before the app has run (contract/ticket-first.ts).
 */
type Drawing = { markup: string; at: number };

/** Enough for every ticket a traveller holds; the oldest go first. */
const KEEP = 30;

let idb: ReturnType<typeof createStore> | undefined;
const store = () => (idb ??= createStore(QR_DRAWINGS_DB.name, QR_DRAWINGS_DB.store));

export const drawingKey = (value: string, size: number) => `${size}:${value}`;

/** The kept drawing of this code at this size; undefined when there is none or storage fails. */
export async function keptDrawing(value: string, size: number): Promise<string | undefined> {
  try {
    return (await get<Drawing>(drawingKey(value, size), store()))?.markup;
  } catch {
    return undefined;
  }
}

/** Keeps a drawing, dropping the oldest beyond KEEP; never rejects (private mode, a full disk). */
export async function keepDrawing(value: string, size: number, markup: string): Promise<void> {
  try {
    await set(drawingKey(value, size), { markup, at: Date.now() } satisfies Drawing, store());
    // Counted by key: the drawings themselves (tens of KB each) are read only to find the oldest.
    if ((await keys(store())).length <= KEEP) return;
    const all = await entries<string, Drawing>(store());
    const oldest = all.sort((a, b) => a[1].at - b[1].at).slice(0, all.length - KEEP);
    await Promise.all(oldest.map(([key]) => del(key, store())));
  } catch {
    // Drawn again next time.
  }
}
