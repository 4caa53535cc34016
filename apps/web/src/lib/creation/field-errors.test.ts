import { describe, expect, it } from 'vitest';
import { creationFieldErrors } from './field-errors.js';
import { emptyCreationValues } from './form-values.js';

describe('creationFieldErrors', () => {
  const values = emptyCreationValues();
  values.secondary[1] = { name: 'Knife throwing', rating: 9 };

  it('files each platform field under the form field that shows it', () => {
    expect(
      creationFieldErrors(
        {
          name: 'is required',
          'attributes.brawn': 'must be at most 5',
          'limits.2.custom': 'needs at least 3 characters',
          'limits.0.id': 'is not a Limit we know',
          limits: 'needs 3 entries',
          'assets.1': 'is not an Asset we know',
          'secondaryAbilities.Knife throwing': 'must be at most 5',
          'secondaryAbilities.Juggling': 'must be at most 5',
        },
        values,
      ),
    ).toEqual({
      name: 'is required',
      'attributes.brawn': 'must be at most 5',
      'limits.2': 'needs at least 3 characters',
      'limits.0': 'is not a Limit we know',
      limits: 'needs 3 entries',
      assets: 'is not an Asset we know',
      'secondary.1': 'must be at most 5',
      secondary: 'must be at most 5',
    });
  });

  it('joins messages that land in the same place', () => {
    expect(creationFieldErrors({ 'assets.0': 'unknown.', 'assets.3': 'taken twice.' }, values)).toEqual({
      assets: 'unknown. taken twice.',
    });
  });
});
