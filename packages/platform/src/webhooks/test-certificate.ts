// A throwaway key and self-signed certificate for the webhook suites' HTTPS receiver, valid 2024–2124 for
// hooks.test, localhost and 127.0.0.1. It guards nothing: tests trust it by passing it as the sender's `ca`.

/** The receiver's private key (PEM). */
export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg/n0uExJ9Sav/Gxk+
RJV79Q6hj1HHiLke6UwIe2gaScyhRANCAASOD1nEWLPu+irFIwNiDijqk4f7CH8I
XmVNc/0BC9NGlle1wL9FwzMu8K2xQB029fxaCP0Hg5dFhdJOTnAfFq4o
-----END PRIVATE KEY-----
`;

/** The receiver's certificate (PEM), also the one authority a test sender trusts. */
export const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBjjCCATWgAwIBAgIBATAKBggqhkjOPQQDAjAiMSAwHgYDVQQDDBdIYXJiaW5n
ZXIgd2ViaG9vayB0ZXN0czAgFw0yNDAxMDEwMDAwMDBaGA8yMTI0MDEwMTAwMDAw
MFowIjEgMB4GA1UEAwwXSGFyYmluZ2VyIHdlYmhvb2sgdGVzdHMwWTATBgcqhkjO
PQIBBggqhkjOPQMBBwNCAASOD1nEWLPu+irFIwNiDijqk4f7CH8IXmVNc/0BC9NG
lle1wL9FwzMu8K2xQB029fxaCP0Hg5dFhdJOTnAfFq4oo1owWDAPBgNVHRMBAf8E
BTADAQH/MCYGA1UdEQQfMB2CCmhvb2tzLnRlc3SCCWxvY2FsaG9zdIcEfwAAATAd
BgNVHQ4EFgQUbhY78GgX5OoJ6yR7lvpRIO4rofUwCgYIKoZIzj0EAwIDRwAwRAIg
F7vmtQ6sUgET7UfaNqdrG1OcuoIMxKyQAmZxPYal9UMCIHMnATjXnHmYgNPIjkCb
yXGFvPvBfBieL6Ye4nAokZUm
-----END CERTIFICATE-----
`;
