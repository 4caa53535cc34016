import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';

/** One webhook POST: where to, the address already checked for that host, and what to send. */
export interface WebhookRequest {
  url: URL;
  /** The address the target check approved: the connection goes there and nowhere else. */
  address: { address: string; family: number };
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** The receiver's answer: its status, headers and the start of its body. */
export interface WebhookAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** At most the first 4 KiB, as text. */
  text: string;
}

/** Sends one webhook request (tests pass their own). */
export type WebhookPost = (request: WebhookRequest) => Promise<WebhookAnswer>;

const MAX_ANSWER_BYTES = 4096;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * Posts over HTTPS to the checked address: the connection's own name lookup answers with that address, so a name
 * whose DNS answer changes after the check (DNS rebinding) cannot steer it elsewhere. The certificate is still
 * checked against the host name. A fresh connection each time (no pooled socket to an older address); redirects
 * are not followed. `ca` replaces the trusted authorities (tests pass the test receiver's certificate).
 * @example const post = httpsPost(); await post({ url, address, headers, body, signal })
 */
export function httpsPost(options: { ca?: string } = {}): WebhookPost {
  return ({ url, address, headers, body, signal }) =>
    new Promise((resolve, reject) => {
      const pinned = (_host: string, lookup: LookupOneOptions | LookupAllOptions, done: LookupCallback) => {
        if (lookup.all) done(null, [{ address: address.address, family: address.family }]);
        else done(null, address.address, address.family);
      };
      const outgoing = request(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          agent: false,
          lookup: pinned as never,
          signal,
          ...(options.ca === undefined ? {} : { ca: options.ca }),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const finish = () => {
            response.destroy();
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8'),
            });
          };
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            // Enough for an error message: a huge answer is not read to its end.
            if (size >= MAX_ANSWER_BYTES) finish();
          });
          response.on('end', finish);
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}
