import { STATUSES, STATUS_IDS, type StatusId } from '@harbinger/rules';

/** The victories a Status spans, as a short range: "4–9", or "25+" for the top one. */
function victoryRange(id: StatusId): string {
  const { minVictories, maxVictories } = STATUSES[id];
  return maxVictories === null ? `${String(minVictories)}+` : `${String(minVictories)}–${String(maxVictories)}`;
}

/**
 * The choices for a Contract's required Status, "Any Status" first, each with the victories it spans (from the
 * rules' Status table; the first one says the unit).
 * @example statusOptions()[1] // → ['newbie', 'Newbie (0–3 victories)']
 */
export function statusOptions(): [id: 'any' | StatusId, label: string][] {
  const ranked = STATUS_IDS.map((id, i): [StatusId, string] => {
    const unit = i === 0 ? ' victories' : '';
    return [id, `${STATUSES[id].name} (${victoryRange(id)}${unit})`];
  });
  return [['any', 'Any Status'], ...ranked];
}
