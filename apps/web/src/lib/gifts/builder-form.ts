import type { GiftSpec, ModifierPick } from '@harbinger/rules';

/** Everything the builder's form sends besides the spec itself. */
export interface BuilderFormValues {
  spec: GiftSpec;
  /** The Effect and Gift Type whose options were on screen when the form was sent. */
  shown: { effectId: string; typeId: string };
  contractorId: string;
  draftId: string;
  improveId: string;
  revision: string;
  /** The Gift this new one is started from ("Start from this Gift"), or ''. */
  startedFrom: string;
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

function picks(form: FormData, prefix: 'enh' | 'drw'): ModifierPick[] {
  const ids: string[] = [];
  for (const value of form.getAll(prefix))
    if (typeof value === 'string' && value !== '' && !ids.includes(value)) ids.push(value);
  return ids.map((id) => {
    const detail = text(form, `${prefix}.${id}.detail`);
    return detail ? { id, detail } : { id };
  });
}

/**
 * Reads the builder's plain form (it works without scripts): radio `typeId`/`effectId`/`styleId`, selects
 * `param.<id>` and `roll.attribute`/`roll.ability`, checkboxes `enh`/`drw` with `enh.<id>.detail` words, and the texts.
 */
export function readBuilderForm(form: FormData): BuilderFormValues {
  const parameters: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith('param.') && typeof value === 'string' && value !== '')
      parameters[key.slice('param.'.length)] = value;
  }
  const attribute = text(form, 'roll.attribute');
  const ability = text(form, 'roll.ability');
  const spec: GiftSpec = {
    catalogVersion: text(form, 'catalogVersion'),
    typeId: text(form, 'typeId'),
    effectId: text(form, 'effectId'),
    styleId: text(form, 'styleId'),
    parameters,
    enhancements: picks(form, 'enh'),
    drawbacks: picks(form, 'drw'),
    ...(attribute && ability ? { roll: { attribute, ability } } : {}),
    name: text(form, 'name'),
    tagline: text(form, 'tagline'),
    description: text(form, 'description'),
  };
  return {
    spec,
    shown: { effectId: text(form, 'shownEffect'), typeId: text(form, 'shownType') },
    contractorId: text(form, 'contractor'),
    draftId: text(form, 'draft'),
    improveId: text(form, 'improve'),
    revision: text(form, 'revision'),
    startedFrom: text(form, 'startedFrom'),
  };
}

/**
 * The start of a form action address that keeps the page's own query (`?improve=…&`), so a form sent without
 * scripts comes back to the same Gift, draft or Contractor; action keys and the "saved" note are dropped.
 * @example actionQuery(new URLSearchParams('improve=abc&/save')) === '?improve=abc&'
 */
export function actionQuery(params: Iterable<[string, string]>): string {
  const kept = [...params].filter(([key]) => !key.startsWith('/') && key !== 'saved');
  return `?${kept.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}&`).join('')}`;
}
