import type { Messenger } from '../../providers/messaging/types';

export type AmbassadorDeps = {
  /** SMS and e-mail (the sandbox outbox by default). */
  messenger: Messenger;
};
