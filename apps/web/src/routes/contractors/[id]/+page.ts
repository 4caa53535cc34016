import type { Component } from 'svelte';
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

/**
 * Loads one tab's component, the roll panel when `?roll=` asks for it, the Injury component when there are Injuries
 * an Injury's care forms when `?care=` opens them and the new-Trauma form for `?open=trauma`, so a page ships only the
 * code it shows (the sheet page's
 * JavaScript budget is 60 KB gzipped).
 */
export const load: PageLoad = async ({ data }) => {
  const tab = data.tab === 'stock' ? stockTab() : data.tab === 'story' ? storyTab() : statusTab();
  const panel = data.openRoll ? rollPanel() : undefined;
  const injury = data.tab === 'status' && data.contractor.injuries.length > 0 ? injuryItem() : undefined;
  const care = data.openCare ? injuryCare() : undefined;
  const trauma = data.openForm === 'trauma' ? traumaForm() : undefined;
  return {
    ...data,
    Tab: (await tab).default as Component<SheetTabProps>,
    RollPanel: panel ? await panel : null,
    InjuryItem: injury ? ((await injury).default as Component<InjuryItemProps>) : null,
    InjuryCare: care ? ((await care).default as Component<InjuryCareProps>) : null,
    TraumaForm: trauma ? ((await trauma).default as Component<TraumaFormProps>) : null,
  };
};
