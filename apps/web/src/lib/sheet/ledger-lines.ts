/** A ledger entry as the Story tab and the print sheet list it. */
export interface LedgerLine {
  id: string;
  /** "2025-11-21". */
  date: string;
  description: string;
  /** "+12 Exp", "−10 Exp", "+1 Gift Credit". */
  amount: string;
  voided: boolean;
}

const UNITS: Record<string, [string, string]> = {
  exp: ['Exp', 'Exp'],
  gift_credit: ['Gift Credit', 'Gift Credits'],
  improvement: ['Improvement', 'Improvements'],
};

/**
 * The ledger's entries ready to list: date, the platform's description of the cause, and the signed amount with
 * its unit.
 * @example
 * ledgerLines([{ id: 'a', resource: 'exp', amount: -10, description: 'Raised Brawn from 2 to 3', createdAt,
 *   voidedAt: null }])[0].amount === '−10 Exp'
 */
export function ledgerLines(
  entries: readonly {
    id: string;
    resource: string;
    amount: number;
    description: string;
    createdAt: Date | string;
    voidedAt: Date | string | null;
  }[],
): LedgerLine[] {
  return entries.map((entry) => {
    const [one, many] = UNITS[entry.resource] ?? [entry.resource, entry.resource];
    const size = Math.abs(entry.amount);
    const sign = entry.amount > 0 ? '+' : entry.amount < 0 ? '−' : '';
    return {
      id: entry.id,
      date: new Date(entry.createdAt).toISOString().slice(0, 10),
      description: entry.description,
      amount: `${sign}${String(size)} ${size === 1 ? one : many}`,
      voided: entry.voidedAt !== null,
    };
  });
}
