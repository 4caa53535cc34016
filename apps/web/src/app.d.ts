import type { Actor, Platform as HarbingerPlatform } from '@harbinger/platform';

declare global {
  namespace App {
    interface Locals {
      /** The one Platform of this server process (named apart from SvelteKit's adapter `App.Platform`). */
      platform: HarbingerPlatform;
      /** Who is making the request; null when nobody is signed in. */
      actor: Actor;
      /** The session token the request carried (cookie or Bearer), if any. */
      sessionToken: string | null;
    }
    interface Error {
      message: string;
      code?: string;
    }
  }
}

export {};
