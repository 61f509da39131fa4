/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { DEADLINES, fetchWithin } from './deadline';
import { ok } from '@contract/envelope';
import { matchesCall } from '@contract/call';
import { IDEMPOTENCY_HEADER } from '@contract/forms';
import { outboxSummary, QUEUED_MESSAGE, type OutboxCommand, type OutboxItem, type OutboxUpdate, type QueuedFormKind } from '@contract/outbox';
import * as formCalls from '@contract/calls/forms';
import { oneAtATime, replayQueue, tellWindows, type QueueEntry } from './outbox-kit';

declare const self: ServiceWorkerGlobalScope;

/**
 * Feedback and route suggestions typed with no signal are kept here and sent when the
 * connection returns (Background Sync; without it, on the next start of the worker or when a
 * page says it is back online). Each request carries its idempotency key, so a replay that
 * reaches the server twice is stored once.
 */

const kindOf = (url: URL): QueuedFormKind | undefined =>
  matchesCall(formCalls.feedback, url.pathname) ? 'feedback' : matchesCall(formCalls.suggestRoute, url.pathname) ? 'suggestion' : undefined;

type Metadata = { item: OutboxItem };
const itemOf = (entry: QueueEntry): OutboxItem | undefined => (entry.metadata as Metadata | undefined)?.item;

const exclusive = oneAtATime();


const tell = (message: OutboxUpdate) => tellWindows(message);

async function items(): Promise<OutboxItem[]> {
  return (await queue.getAll()).map(itemOf).filter((item): item is OutboxItem => item !== undefined);
}
const announce = async () => tell({ type: 'OUTBOX_ITEMS', items: await items() });

/** What a delivered (or refused) form's answer says, for the pages. */
async function settle(entry: QueueEntry, response: Response): Promise<void> {
  const item = itemOf(entry);
  if (item) {
    const body = (await response.json().catch(() => ({}))) as { shortDescription?: string };
    await tell({
      type: 'OUTBOX_SETTLED',
      id: item.id,
      kind: item.kind,
      outcome: response.ok ? 'delivered' : 'rejected',
      message: body.shortDescription ?? '',
    });
  }
}

const replay = () => replayQueue(queue, settle, announce, 'The form outbox could not reach the server.');

const queue = new Queue('freely-forms', {
  // Minutes: a message older than two weeks is stale; the traveller can still see and discard it.
  maxRetentionTime: 14 * 24 * 60,
  onSync: () => exclusive(replay),
});

async function discard(id: string) {
  const kept: QueueEntry[] = [];
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    if (itemOf(entry)?.id !== id) kept.push(entry);
  }
  for (const entry of kept) await queue.pushRequest(entry);
  await announce();
}

async function sendOrQueue(request: Request, kind: QueuedFormKind): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetchWithin(request, DEADLINES.send);
  } catch {
    const body: unknown = await copy.clone().json().catch(() => undefined);
    const id = copy.headers.get(IDEMPOTENCY_HEADER) ?? crypto.randomUUID();
    const item: OutboxItem = { id, kind, summary: outboxSummary(kind, body), queuedAt: Date.now() };
    await exclusive(() => queue.pushRequest({ request: copy, metadata: { item } satisfies Metadata }));
    await announce();
    return new Response(JSON.stringify(ok({ id, queued: true }, QUEUED_MESSAGE)), {
      status: 202,
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

export function registerFormOutbox() {
  registerRoute(
    ({ url }) => kindOf(url) !== undefined,
    ({ request, url }) => sendOrQueue(request, kindOf(url) ?? 'feedback'),
    'POST',
  );
  self.addEventListener('message', (event) => {
    const command = event.data as OutboxCommand | undefined;
    if (command?.type === 'OUTBOX_LIST') event.waitUntil(announce());
    // A page that saw the connection return: covers browsers without Background Sync.
    if (command?.type === 'OUTBOX_RETRY') event.waitUntil(exclusive(replay).catch(() => undefined));
    if (command?.type === 'OUTBOX_DISCARD') event.waitUntil(exclusive(() => discard(command.id)));
  });
}
