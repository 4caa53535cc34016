import type { Logger } from '../log.js';

/** One plain-text message to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields, such as `List-Unsubscribe` (RFC 2369) and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Readonly<Record<string, string>>;
}

/** Sends mail; `delivers: false` marks the logging fallback, which only writes to the server log. */
export interface Mailer {
  readonly delivers?: boolean;
  send(message: MailMessage): Promise<void>;
}

/** The fallback when no SMTP server is configured: nothing leaves the machine, the log says what would have. */
export function logMailer(log: Logger): Mailer {
  return {
    delivers: false,
    async send(message) {
      log.info('mail not sent (no SMTP configured)', { to: message.to, subject: message.subject });
    },
  };
}

/** A mailer that keeps every message in `sent`, for tests. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    delivers: true,
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
