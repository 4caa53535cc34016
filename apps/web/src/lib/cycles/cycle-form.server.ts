import { listOpenCycles, type Actor, type Platform } from '@harbinger/platform';
import { formNumber, formText } from '#lib/server/form-data.ts';

/**
 * The schedule form's Cycle choice as the API takes it: nothing, `{ length }` for a new Cycle, or `{ cycleId }` to
 * continue one. A new Cycle's length is sent as typed, so the platform names what is wrong with it.
 */
export function cycleChoiceFrom(
  form: FormData,
): { length: number | string | undefined } | { cycleId: string } | undefined {
  const chosen = formText(form, 'cycle');
  if (chosen === '') return undefined;
  if (chosen === 'new') return { length: formNumber(form, 'cycleLength') };
  return { cycleId: chosen };
}

/** The open Cycles of the player's Playgroups where they may schedule, each with its Playgroup's name. */
export async function openCyclesOf(
  platform: Platform,
  actor: NonNullable<Actor>,
  playgroups: readonly { id: string; name: string }[],
) {
  const lists = await Promise.all(
    playgroups.map(async (g) => {
      const open = await listOpenCycles(platform, actor, g.id);
      return open.ok ? open.value.map((c) => ({ ...c, playgroupName: g.name })) : [];
    }),
  );
  return lists.flat();
}
