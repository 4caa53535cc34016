import type { ClientInit } from '@sveltejs/kit/hooks';
import { watchBeforeHydration } from '#lib/ui/before-hydration.ts';

export const init: ClientInit = () => watchBeforeHydration();
