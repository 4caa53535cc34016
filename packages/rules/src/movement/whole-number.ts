/**
 * Guards a count or rating that the edge should already have validated (a programmer mistake, so it throws).
 * @example assertWhole('brawn', 3, 1)
 */
export function assertWhole(name: string, value: number, min = 0): void {
  if (!Number.isInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number ≥ ${min}, got ${value}`);
}

/** Guards a measurement (feet, pounds, seconds) that may be fractional but never negative or infinite. */
export function assertMeasure(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
}

/** Guards an Outcome, which may be any whole number (negative for a botch). */
export function assertOutcome(name: string, value: number): void {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
}
