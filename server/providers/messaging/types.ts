/** One SMS or e-mail. `to` is a '+234…' phone or a lower-case e-mail address. */
export type Message = { channel: 'sms' | 'email'; to: string; subject?: string; body: string };

/** SMS and e-mail go out through this; providers plug in behind it (docs/architecture.md, server/providers). */
export interface Messenger {
  send(message: Message): Promise<void>;
}
