import type { Mailer } from './mailer.js';

/** Options for the SMTP mailer: a transport URL such as `smtps://user:pass@mail.example.org:465`, and the sender. */
export interface SmtpMailerOptions {
  url: string;
  from?: string;
}

/**
 * Sends mail through SMTP with nodemailer, loaded only when first needed so deployments without SMTP never load it.
 * @example smtpMailer({ url: process.env.HARBINGER_SMTP_URL! })
 */
export function smtpMailer(options: SmtpMailerOptions): Mailer {
  let transport: Promise<{ sendMail(mail: Record<string, unknown>): Promise<unknown> }> | undefined;
  const from = options.from ?? 'Harbinger <no-reply@localhost>';
  return {
    delivers: true,
    async send(message) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(options.url));
      await (
        await transport
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: { ...message.headers } } : {}),
      });
    },
  };
}
