import { createServer, type Server } from 'node:net';

// A tiny SMTP server for the browser suite: enough of RFC 5321 for nodemailer to hand over a plain message (no TLS,
// no authentication), keeping every message it received. Tests point HARBINGER_SMTP_URL at it.

/** One received message: its header fields (lower-cased names) and its body, unfolded and decoded as sent. */
export interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  body: string;
}

/** A running receiver. */
export interface SmtpReceiver {
  url: string;
  mail: ReceivedMail[];
  /** Resolves with the first message (received or yet to come) that `match` accepts. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A header with its RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4).replace(/^\.\./gm, '.');
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? ''))
    body = Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  else if (/base64/i.test(headers['content-transfer-encoding'] ?? ''))
    body = Buffer.from(body, 'base64').toString('utf8');
  return { to, headers, body: body.replace(/\r\n/g, '\n') };
}

/** Starts a receiver on a free loopback port. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mail: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    socket.setEncoding('latin1');
    socket.write('220 test ESMTP ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.push(parse(Buffer.from(buffer.slice(0, end), 'latin1').toString('latin1'), to));
          for (const wake of waiting) wake();
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mail,
    async waitFor(match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mail.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such mail within ${timeoutMs} ms; got ${mail.length}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
          setTimeout(wake, 500);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
