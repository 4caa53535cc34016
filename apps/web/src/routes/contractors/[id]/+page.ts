import type { Component } from 'svelte';
import type { InjuryCareProps, InjuryItemProps, SheetTabProps, TraumaFormProps } from '$lib/sheet/tab-props';
import type { PageLoad } from './$types';

/**
 * Loads one tab's component, the roll panel when `?roll=` asks for it, the Injury component when there are Injuries
 * an Injury's care forms when `?care=` opens them and the new-Trauma form for `?open=trauma`, so a page ships only the code it shows (the sheet page's
 * JavaScript budget is 60 KB gzipped).
 */
export const load: PageLoad = async ({ data }) => {
  const tab =
    data.tab === 'stock'
      ? import('$lib/sheet/StockTab.svelte')
      : data.tab === 'story'
        ? import('$lib/sheet/StoryTab.svelte')
        : import('$lib/sheet/StatusTab.svelte');
  const panel = data.openRoll ? import('$lib/sheet/RollPanel.svelte') : undefined;
  const injury = data.tab === 'status' && data.contractor.injuries.length > 0 ? import('$lib/sheet/InjuryItem.svelte') : undefined;
  const care = data.openCare ? import('$lib/sheet/InjuryCare.svelte') : undefined;
  const trauma = data.openForm === 'trauma' ? import('$lib/sheet/TraumaForm.svelte') : undefined;
  return {
    ...data,
    Tab: (await tab).default as Component<SheetTabProps>,
    RollPanel: panel ? (await panel).default : null,
    InjuryItem: injury ? ((await injury).default as Component<InjuryItemProps>) : null,
    InjuryCare: care ? ((await care).default as Component<InjuryCareProps>) : null,
    TraumaForm: trauma ? ((await trauma).default as Component<TraumaFormProps>) : null,
  };
};
