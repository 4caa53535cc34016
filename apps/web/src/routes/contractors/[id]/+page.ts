import type { Component, ComponentProps } from 'svelte';
import { incapacity } from '@harbinger/rules';
import type ApprovalNotice from '#lib/playgroups/ApprovalNotice.svelte';
import type FreeAgentNotice from '#lib/contracts/FreeAgentNotice.svelte';
import type DeathBanner from '#lib/sheet/DeathBanner.svelte';
import type NoticeBanner from '#lib/sheet/NoticeBanner.svelte';
import type { InjuryCareProps, InjuryItemProps, SheetTabProps, TraumaFormProps } from '#lib/sheet/tab-props.ts';
import type { PageLoad } from './$types';

/** Starts an import at most once: on the server each `import()` call otherwise asks the module loader again. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}

const statusTab = once(() => import('#lib/sheet/StatusTab.svelte'));
const stockTab = once(() => import('#lib/sheet/StockTab.svelte'));
const storyTab = once(() => import('#lib/sheet/StoryTab.svelte'));
const rollPanel = once(() => import('#lib/sheet/roll-panel.ts'));
const injuryItem = once(() => import('#lib/sheet/InjuryItem.svelte'));
const injuryCare = once(() => import('#lib/sheet/InjuryCare.svelte'));
const traumaForm = once(() => import('#lib/sheet/TraumaForm.svelte'));
const deathBanner = once(() => import('#lib/sheet/DeathBanner.svelte'));
const approvalNotice = once(() => import('#lib/playgroups/ApprovalNotice.svelte'));
const noticeBanner = once(() => import('#lib/sheet/NoticeBanner.svelte'));
const freeAgentNotice = once(() => import('#lib/contracts/FreeAgentNotice.svelte'));

/** The component `load` starts, once it has arrived, or null when the sheet does not show it. */
async function shown<C>(loading: Promise<{ default: C }> | undefined): Promise<C | null> {
  return loading ? (await loading).default : null;
}

/**
 * Loads one tab's component, the roll panel when `?roll=` asks for it, the Injury component when there are Injuries,
 * an Injury's care forms when `?care=` opens them, the new-Trauma form for `?open=trauma`, and the banners most
 * sheets never show (death or incapacity, a Playgroup's approval, notes from voided Contracts, Free Agent standing)
 * only when they apply, so a page ships only the code it shows (the sheet page's JavaScript budget is 60 KB gzipped).
 */
export const load: PageLoad = async ({ data }) => {
  const tab = data.tab === 'stock' ? stockTab() : data.tab === 'story' ? storyTab() : statusTab();
  const panel = data.openRoll ? rollPanel() : undefined;
  const injury = data.tab === 'status' && data.contractor.injuries.length > 0 ? injuryItem() : undefined;
  const care = data.openCare ? injuryCare() : undefined;
  const trauma = data.openForm === 'trauma' ? traumaForm() : undefined;
  const c = data.contractor;
  const death = c.dead || incapacity(c.derived) ? deathBanner() : undefined;
  const approval = c.leaderMayEdit || data.approval ? approvalNotice() : undefined;
  const notices = data.notices.length > 0 ? noticeBanner() : undefined;
  const freeAgent = data.tab === 'story' && data.freeAgent ? freeAgentNotice() : undefined;
  return {
    ...data,
    Tab: (await tab).default as Component<SheetTabProps>,
    RollPanel: panel ? await panel : null,
    InjuryItem: injury ? ((await injury).default as Component<InjuryItemProps>) : null,
    InjuryCare: care ? ((await care).default as Component<InjuryCareProps>) : null,
    TraumaForm: trauma ? ((await trauma).default as Component<TraumaFormProps>) : null,
    DeathBanner: (await shown(death)) as Component<ComponentProps<typeof DeathBanner>> | null,
    ApprovalNotice: (await shown(approval)) as Component<ComponentProps<typeof ApprovalNotice>> | null,
    NoticeBanner: (await shown(notices)) as Component<ComponentProps<typeof NoticeBanner>> | null,
    FreeAgentNotice: (await shown(freeAgent)) as Component<ComponentProps<typeof FreeAgentNotice>> | null,
  };
};
