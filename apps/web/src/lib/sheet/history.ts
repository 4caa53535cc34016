/** How many of the latest rolls the sheet's Status tab lists. */
export const SHEET_HISTORY_LENGTH = 20;
