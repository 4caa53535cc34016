import type { BotContractor } from '@harbinger/platform';

/**
 * What the Discord bot rolls for right now, in a sentence for the settings page.
 * @example botContractorWords({ contractor: { id, name: 'Ada' }, reason: 'only' }) // "…Ada, your only living…"
 */
export function botContractorWords(current: BotContractor): string {
  switch (current.reason) {
    case 'chosen':
      return `The bot rolls for ${current.contractor.name}, as you chose.`;
    case 'seated':
      return `The bot rolls for ${current.contractor.name}, who sits at an Active Contract.`;
    case 'only':
      return `The bot rolls for ${current.contractor.name}, your only living Contractor.`;
    case 'none':
      return 'The bot has no Contractor to roll for: create one first. Plain rolls like /roll 5@7 work anyway.';
    case 'ambiguous':
      return 'The bot cannot tell which of your Contractors rolls (none sits at an Active Contract): choose one below.';
    case 'chosen_unavailable':
      return 'The Contractor you chose can no longer roll (retired or dead): choose another below, or let the bot choose.';
  }
}
