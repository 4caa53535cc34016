import { publicOrigin } from '@harbinger/platform';

/**
 * The origin this server signs passports as: `HARBINGER_PUBLIC_ORIGIN` (or `ORIGIN`) when the operator set one, so
 * every app server behind a load balancer names the same; otherwise the origin the request came to.
 */
export function serverOrigin(url: URL): string {
  return publicOrigin() ?? url.origin;
}
