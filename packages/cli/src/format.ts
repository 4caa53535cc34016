/** A horizontal bar of `width` cells at most, for a share between 0 and 1 (eighth-cell resolution). */
export function bar(share: number, width = 40): string {
  const eighths = Math.round(Math.max(0, Math.min(1, share)) * width * 8);
  const full = Math.floor(eighths / 8);
  const rest = eighths % 8;
  return '█'.repeat(full) + (rest > 0 ? ' ▏▎▍▌▋▊▉'[rest]! : '');
}

/** A probability as a percentage with one decimal, keeping tiny non-zero chances visible. */
export function percent(share: number): string {
  if (share > 0 && share < 0.0005) return '<0.1%';
  return `${(share * 100).toFixed(1)}%`;
}

/** Pads columns of a table to equal widths; numbers are right-aligned unless `alignNumbers` is false. */
export function table(rows: readonly (readonly string[])[], { alignNumbers = true } = {}): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => {
          const pad = ' '.repeat((widths[i] ?? 0) - [...cell].length);
          return alignNumbers && /^[-+<]?[\d./%]+$/.test(cell) ? pad + cell : cell + pad;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Prints a signed whole number with an explicit sign: +2, 0, -1. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
