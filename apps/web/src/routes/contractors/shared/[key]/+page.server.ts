import { error } from '@sveltejs/kit';
import { getSharedContractor } from '@harbinger/platform';
import { fromCreateInput } from '#lib/creation/form-values.ts';
import type { PageServerLoad } from './$types';

// The read-only share page of an unclaimed Contractor: the numbers come from the rules in the page (creationPreview).
export const load: PageServerLoad = async ({ locals, params }) => {
  const found = await getSharedContractor(locals.platform, params.key);
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  return { values: fromCreateInput(found.value.input), updatedAt: found.value.updatedAt };
};
