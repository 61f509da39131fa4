import { describe, expect, it } from 'vitest';
import { messagingLine, messagingRoutes } from './index';
import { DEFAULT_MAIL_FROM, loadMessagingSettings } from './settings';
import { TERMII_DEFAULT_BASE_URL } from './termii-wire';

describe('messaging settings', () => {
  it("are off unless set; Termii's host and the sender ID have defaults", () => {
    expect(loadMessagingSettings({})).toEqual({ mailFrom: DEFAULT_MAIL_FROM });
    expect(loadMessagingSettings({ TERMII_API_KEY: 'TL-key', SMTP_URL: 'smtps://u:p@smtp.example.com:465' })).toEqual({
      termii: { apiKey: 'TL-key', senderId: 'Freely', baseUrl: TERMII_DEFAULT_BASE_URL },
      smtp: { url: 'smtps://u:p@smtp.example.com:465', from: DEFAULT_MAIL_FROM },
      mailFrom: DEFAULT_MAIL_FROM,
    });
  });

  it('refuse a sender ID Termii would refuse and an SMTP_URL that is not one, naming the variable', () => {
    expect(() => loadMessagingSettings({ TERMII_SENDER_ID: 'Freely Bus Company' })).toThrow(/TERMII_SENDER_ID/);
    expect(() => loadMessagingSettings({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('the start-up line says, per channel, real, sandbox or off', () => {
    expect(messagingLine(messagingRoutes(loadMessagingSettings({ TERMII_API_KEY: 'k' }), false))).toBe('Messages: SMS through Termii; e-mail off (set SMTP_URL)');
    expect(messagingLine(messagingRoutes(loadMessagingSettings({}), true))).toBe("Messages: SMS to the sandbox's Termii (outbox); e-mail to the sandbox's mail server (outbox)");
  });
});
