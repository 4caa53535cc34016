/** The headline of a Contract's Cycle: its place and the Cycle's length. */
export function cycleHeadline(cycle: { position: number | null; length: number }): string {
  return cycle.position === null
    ? `Was part of a Cycle of ${cycle.length} Contracts`
    : `Contract ${cycle.position} of a Cycle of ${cycle.length}`;
}
