import type { IncomingMessage, RequestListener } from 'node:http';

/** The protocol the request really came in over, as seen on this server's own socket. */
function socketProtocol(request: IncomingMessage): 'https' | 'http' {
  return (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
}

/**
 * Wraps the app's handler so it learns each request's protocol and visitor address from X-Forwarded-Proto and
 * X-Forwarded-For (adapter-node reads them: PROTOCOL_HEADER, ADDRESS_HEADER). Only a trusted proxy may set them;
 * otherwise a visitor could claim HTTPS (and get Secure-only behaviour wrong) or another address (and dodge the
 * sign-in limits), so they are rewritten from the socket.
 */
export function proxyAwareListener(handler: RequestListener, options: { trustProxy: boolean }): RequestListener {
  return (request, response) => {
    const headers = request.headers;
    const address = request.socket.remoteAddress ?? '';
    if (options.trustProxy) {
      headers['x-forwarded-proto'] ??= socketProtocol(request);
      headers['x-forwarded-for'] ??= address;
    } else {
      headers['x-forwarded-proto'] = socketProtocol(request);
      headers['x-forwarded-for'] = address;
    }
    handler(request, response);
  };
}
