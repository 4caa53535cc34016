import { describe, expect, it } from 'vitest';
import { civilianEngine, vehicleLimits } from './index.js';

describe('damaged vehicles', () => {
  it('each destroyed tire adds +1 Difficulty; half or more limits it to maneuvering, all to technical', () => {
    expect(vehicleLimits({ tires: 4, tiresDestroyed: 1 })).toEqual({
      ok: true,
      value: { maxSpeed: 'top', driveDifficulty: 1 },
    });
    expect(vehicleLimits({ tires: 4, tiresDestroyed: 2 })).toEqual({
      ok: true,
      value: { maxSpeed: 'maneuvering', driveDifficulty: 2 },
    });
    expect(vehicleLimits({ tires: 4, tiresDestroyed: 4 })).toEqual({
      ok: true,
      value: { maxSpeed: 'technical', driveDifficulty: 4 },
    });
    const bike = vehicleLimits({ tires: 2, tiresDestroyed: 1 });
    expect(bike.ok && bike.value.maxSpeed).toBe('maneuvering');
  });

  it('a damaged critical part limits it to maneuvering speed', () => {
    const r = vehicleLimits({ tires: 4, tiresDestroyed: 0, criticalDamage: true });
    expect(r.ok && r.value).toEqual({ maxSpeed: 'maneuvering', driveDifficulty: 0 });
  });

  it('cannot lose more tires than it has', () => {
    const r = vehicleLimits({ tires: 4, tiresDestroyed: 5 });
    expect(r.ok === false && r.issues[0]?.code).toBe('more_tires_destroyed_than_fitted');
  });

  it('a civilian engine needs a Called Shot (Outcome 4) and has Body 4, Armor 6', () => {
    expect(civilianEngine).toEqual({ calledShotOutcome: 4, body: 4, armor: 6 });
  });
});
