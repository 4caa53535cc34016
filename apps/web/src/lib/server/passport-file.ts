/**
 * A safe download name for a Contractor's passport: the name in lower-case ASCII words joined by dashes
 * ("Mara Quill" → "mara-quill.harbinger.json"), or "contractor" when nothing usable is left.
 */
export function passportFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'contractor'}.harbinger.json`;
}
