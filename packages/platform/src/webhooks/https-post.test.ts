import { afterEach, describe, expect, it } from 'vitest';
import { httpsPost, type WebhookPost } from './https-post.js';
import { startReceiver, trustingPost, type Answer, type Receiver } from './test-receiver.js';

// The sender connects to the address the target check approved, but the certificate must still be the host name's:
// pinning the address must not turn off the rest of TLS. The receiver's certificate covers hooks.test, localhost and
// 127.0.0.1, and only senders given it as their authority trust it.

let receiver: Receiver | undefined;

afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

/** Posts `{}` with `post` to `host` on the receiver's port, connecting to 127.0.0.1 whatever the name. */
async function postTo(post: WebhookPost, host: string, answer?: () => Answer) {
  receiver ??= await startReceiver(answer);
  return post({
    url: new URL(`https://${host}:${receiver.port}/in`),
    address: { address: '127.0.0.1', family: 4 },
    headers: { 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(5_000),
  });
}

describe('httpsPost', () => {
  it('reaches a name no resolver knows at the pinned address, naming the host in the request', async () => {
    expect(await postTo(trustingPost, 'hooks.test')).toMatchObject({ status: 204, text: '' });
    expect(receiver!.received).toHaveLength(1);
    expect(receiver!.received[0]!.headers.host).toBe(`hooks.test:${receiver!.port}`);
  });

  it('refuses a certificate no trusted authority signed', async () => {
    await expect(postTo(httpsPost(), 'hooks.test')).rejects.toMatchObject({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(receiver!.received).toHaveLength(0);
  });

  it('checks the certificate against the host name, not the pinned address', async () => {
    await expect(postTo(trustingPost, 'other.test')).rejects.toMatchObject({ code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    expect(receiver!.received).toHaveLength(0);
  });

  it('answers a redirect as it came, without following it', async () => {
    const answer = await postTo(trustingPost, 'hooks.test', () => ({
      status: 307,
      headers: { location: 'https://169.254.169.254/latest/meta-data/' },
    }));
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe('https://169.254.169.254/latest/meta-data/');
    expect(receiver!.received).toHaveLength(1);
  });

  it('keeps only the first 4 KiB of a long answer', async () => {
    const answer = await postTo(trustingPost, 'hooks.test', () => ({
      status: 500,
      json: { message: 'x'.repeat(100_000) },
    }));
    expect(answer.status).toBe(500);
    expect(answer.text).toHaveLength(4096);
    expect(answer.text.startsWith('{"message":"xxx')).toBe(true);
  });
});
