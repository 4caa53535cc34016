import { describe, expect, it } from 'vitest';
import { addressProblem, checkTarget, hostProblem, webhookTargetPolicy, type LookupAll } from './target-guard.js';

/** A resolver that answers from a fixed table and fails like the system one for any other name. */
function fakeLookup(table: Record<string, string[]>): LookupAll & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (hostname: string) => {
    asked.push(hostname);
    const found = table[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { asked });
}

describe('webhook target guard', () => {
  it('reads the operator’s opt-in from the environment, and only the value 1', () => {
    expect(webhookTargetPolicy({})).toEqual({ allowPrivateTargets: false });
    expect(webhookTargetPolicy({ HARBINGER_WEBHOOKS_ALLOW_PRIVATE: '1' })).toEqual({ allowPrivateTargets: true });
    expect(webhookTargetPolicy({ HARBINGER_WEBHOOKS_ALLOW_PRIVATE: ' 1\n' })).toEqual({ allowPrivateTargets: true });
    for (const value of ['0', '', 'false', 'no'])
      expect(webhookTargetPolicy({ HARBINGER_WEBHOOKS_ALLOW_PRIVATE: value }), value).toEqual({
        allowPrivateTargets: false,
      });
  });

  it.each([
    ['http://127.0.0.1:8080/hook', '127.0.0.1 is a loopback address (this server itself)'],
    [
      'http://169.254.169.254/latest/meta-data/',
      '169.254.169.254 is a link-local address (cloud metadata services live there)',
    ],
    ['http://0.0.0.0/', '0.0.0.0 is an unspecified address (it reaches this server itself)'],
    ['https://10.1.2.3/', '10.1.2.3 is a private network address'],
    ['https://172.20.0.1/', '172.20.0.1 is a private network address'],
    ['https://192.168.1.10/', '192.168.1.10 is a private network address'],
    ['http://[::1]:3000/', '::1 is a loopback address (this server itself)'],
    ['http://[fd00::5]/', 'fd00::5 is a private network address'],
    ['http://[fe80::1]/', 'fe80::1 is a link-local address (cloud metadata services live there)'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1 is a loopback address (this server itself)'],
    // The URL parser turns odd spellings of 127.0.0.1 into the plain one before we look.
    ['http://2130706433/', '127.0.0.1 is a loopback address (this server itself)'],
    ['http://0x7f.1/', '127.0.0.1 is a loopback address (this server itself)'],
    ['http://localhost:8080/in', 'localhost is a name for this server or its local network'],
    ['http://LOCALHOST./in', 'localhost is a name for this server or its local network'],
    ['http://admin.localhost/', 'admin.localhost is a name for this server or its local network'],
    [
      'http://metadata.google.internal/computeMetadata/v1/',
      'metadata.google.internal is a name for this server or its local network',
    ],
    ['http://printer.local/', 'printer.local is a name for this server or its local network'],
    ['http://nas.home.arpa/', 'nas.home.arpa is a name for this server or its local network'],
  ])('refuses %s when it is added', (url, problem) => {
    expect(addressProblem(url)).toBe(problem);
  });

  it('lets public addresses and ordinary names through without a lookup', () => {
    for (const url of [
      'https://discord.com/api/webhooks/1/x',
      'https://8.8.8.8/',
      'http://[2606:4700::1]/',
      'https://localhost.example.org/',
      'https://internal.example/',
      'https://mylocal/',
    ]) {
      expect(addressProblem(url), url).toBeUndefined();
    }
    expect(hostProblem('')).toBe('the address has no host');
    expect(addressProblem('not a url')).toBe('it is not a web address');
  });

  it('refuses a public-looking name that resolves to a private address, without trying it later', async () => {
    const lookup = fakeLookup({ 'hooks.example.com': ['10.0.0.5'] });
    expect(await checkTarget('https://hooks.example.com/in', lookup)).toEqual({
      ok: false,
      retry: false,
      // The editors read this: what the name resolves to inside the network is none of their business.
      error:
        'Not sent: hooks.example.com resolves to a private network address, and webhooks may only post to public internet addresses.',
    });
    expect(lookup.asked).toEqual(['hooks.example.com']);
  });

  it('refuses when any one of several addresses is private, IPv6 and mapped forms included', async () => {
    const lookup = fakeLookup({
      'mixed.example': ['93.184.216.34', '169.254.169.254'],
      'six.example': ['2606:4700::1', '::1'],
      'mapped.example': ['::ffff:192.168.0.7'],
    });
    for (const [host, address, words] of [
      ['mixed.example', '169.254.169.254', 'a link-local address'],
      ['six.example', '::1', 'a loopback address'],
      ['mapped.example', '192.168.0.7', 'a private network address'],
    ] as const) {
      const check = await checkTarget(`https://${host}/in`, lookup);
      expect(check, host).toMatchObject({ ok: false, retry: false });
      expect(check.ok ? '' : check.error, host).toContain(`${host} resolves to ${words}`);
      expect(check.ok ? '' : check.error, host).not.toContain(address);
    }
  });

  it('sends to names that resolve only to public addresses, and to public IP literals without a lookup', async () => {
    const lookup = fakeLookup({ 'discord.com': ['162.159.135.232', '2606:4700::6810:84e5'] });
    // The answer names the address checked: the one to connect to, with no second lookup.
    expect(await checkTarget('https://discord.com/api/webhooks/1/x', lookup)).toEqual({
      ok: true,
      address: { address: '162.159.135.232', family: 4 },
    });
    expect(await checkTarget('https://8.8.8.8/hook', lookup)).toEqual({
      ok: true,
      address: { address: '8.8.8.8', family: 4 },
    });
    expect(await checkTarget('https://[2606:4700::1]/hook', lookup)).toEqual({
      ok: true,
      address: { address: '2606:4700::1', family: 6 },
    });
    expect(lookup.asked).toEqual(['discord.com']);
  });

  it('refuses http:// at send time, for good and without a lookup (the address and its secret would travel in clear)', async () => {
    const lookup = fakeLookup({ 'hooks.example.com': ['93.184.216.34'] });
    for (const options of [{}, { allowPrivateTargets: true }]) {
      expect(await checkTarget('http://hooks.example.com/in', lookup, options)).toEqual({
        ok: false,
        retry: false,
        error: 'Not sent: webhooks only post to https:// addresses; enter the address again with https://.',
      });
    }
    expect(lookup.asked).toEqual([]);
  });

  it('with private targets allowed, still resolves once and answers the address to connect to', async () => {
    const lookup = fakeLookup({ 'bridge.lan.example': ['192.168.1.20'] });
    expect(await checkTarget('https://bridge.lan.example/in', lookup, { allowPrivateTargets: true })).toEqual({
      ok: true,
      address: { address: '192.168.1.20', family: 4 },
    });
    expect(
      await checkTarget('https://localhost:9000/in', fakeLookup({ localhost: ['127.0.0.1'] }), {
        allowPrivateTargets: true,
      }),
    ).toMatchObject({ ok: true, address: { address: '127.0.0.1' } });
  });

  it('refuses IP literals and local names at send time too (added before the rule, or while it was off)', async () => {
    const lookup = fakeLookup({});
    expect(await checkTarget('https://127.0.0.1:9/hook', lookup)).toMatchObject({
      ok: false,
      retry: false,
      error: expect.stringMatching(/^Not sent: 127\.0\.0\.1 is a loopback address/),
    });
    expect(await checkTarget('https://localhost/hook', lookup)).toMatchObject({ ok: false, retry: false });
    expect(lookup.asked).toEqual([]);
  });

  it('tries again later when the name does not resolve', async () => {
    expect(await checkTarget('https://gone.example/in', fakeLookup({}))).toEqual({
      ok: false,
      retry: true,
      error: 'Could not look up gone.example: ENOTFOUND.',
    });
    expect(await checkTarget('https://empty.example/in', fakeLookup({ 'empty.example': [] }))).toEqual({
      ok: false,
      retry: true,
      error: 'Could not look up empty.example: no addresses.',
    });
  });
});
