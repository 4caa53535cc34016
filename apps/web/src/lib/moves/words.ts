import { MOVE_BONUS_MIN_WORDS } from '@harbinger/rules';

/** What the page says after a form went through, by the `done` the action redirected with. */
export const DONE_WORDS: Readonly<Record<string, string>> = {
  granted: 'The Loose End is on the sheet. Its player sees its name, description and level.',
  resolved: 'The Loose End is tied up.',
  recorded: 'The Move is recorded, its World Event posted, and your bonus Exp paid.',
  'recorded-too_few_words': `The Move is recorded and its World Event posted. The write-up was under ${MOVE_BONUS_MIN_WORDS} words: no bonus.`,
  'recorded-no_recipient': 'The Move is recorded and its World Event posted. No Contractor was named for the bonus.',
  voided: 'The Move is voided: everything it did was undone.',
};
