export { logMailer, memoryMailer, type MailMessage, type Mailer } from './mailer.js';
export { smtpMailer, type SmtpMailerOptions } from './smtp-mailer.js';
