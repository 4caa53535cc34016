import { describe, expect, it } from 'vitest';
import { emptyCreationValues } from './form-values.js';
import { CREATION_STEPS, firstFaultyField, focusTarget, stepGaps, stepNumber, stepOfField } from './steps.js';

describe('creation steps', () => {
  it('has six steps and reads a step number safely', () => {
    expect(CREATION_STEPS).toHaveLength(6);
    expect(stepNumber('3')).toBe(3);
    expect(stepNumber('99')).toBe(5);
    expect(stepNumber('-1')).toBe(0);
    expect(stepNumber('x')).toBe(0);
    expect(stepNumber(null)).toBe(0);
  });

  it('finds the step of a field and the first field at fault in step order', () => {
    expect(stepOfField('name')).toBe(0);
    expect(stepOfField('limits.2.custom')).toBe(1);
    expect(stepOfField('attributes.brawn')).toBe(2);
    expect(stepOfField('secondaryAbilities.Lockpicking')).toBe(3);
    expect(stepOfField('liabilities.0')).toBe(4);
    expect(stepOfField('useCoinOfCharon')).toBe(5);
    expect(firstFaultyField(['liabilities.0', 'attributes.brawn', 'useCoinOfCharon'])).toBe('attributes.brawn');
  });

  it('names the element to focus for each kind of field', () => {
    const values = { ...emptyCreationValues(), liabilities: ['wanted', 'destitute'] };
    values.secondary[0] = { name: 'Lockpicking', rating: 1 };
    values.limits[2] = { choice: 'custom', custom: '' };
    expect(focusTarget('name', values)).toBe('field-name');
    expect(focusTarget('attributes.brawn', values)).toBe('field-attributes-brawn');
    expect(focusTarget('limits.1', values)).toBe('field-limits-1-choice');
    expect(focusTarget('limits.2.custom', values)).toBe('field-limits-2-custom');
    expect(focusTarget('secondaryAbilities.Lockpicking', values)).toBe('field-secondary-0-name');
    expect(focusTarget('liabilities.1', values)).toBe('liabilities-destitute');
    expect(focusTarget('assets', values)).toBe('assets-error');
    expect(focusTarget('useCoinOfCharon', values)).toBe('field-coin');
  });

  it('asks for the concept words before leaving the first step, nothing on the others', () => {
    const values = emptyCreationValues();
    expect(Object.keys(stepGaps(0, values))).toEqual(['name', 'archetype', 'paradigm', 'ambition']);
    expect(stepGaps(2, values)).toEqual({});
    expect(stepGaps(0, { ...values, name: 'A', archetype: 'b', paradigm: 'c', ambition: 'd' })).toEqual({});
  });
});
