import { describe, expect, it } from 'vitest';
import { resolveDriveRoll, shiftSpeed, vehicleDistanceFeet, vehicleSpeeds } from './index.js';

describe('vehicle speed levels', () => {
  it('are stopped, technical, maneuvering 120 ft, highway 250 ft and top 500 ft per round', () => {
    const rows = Object.fromEntries(Object.entries(vehicleSpeeds).map(([id, s]) => [id, [s.rating, s.feetPerRound]]));
    expect(rows).toEqual({
      stopped: [0, 0],
      technical: [0.5, null],
      maneuvering: [1, 120],
      highway: [2, 250],
      top: [3, 500],
    });
  });

  it('technical speed is (Dexterity + Drive) × 5 ft', () => {
    expect(vehicleDistanceFeet({ speed: 'technical', dexterity: 3, drive: 2 })).toBe(25);
    expect(vehicleDistanceFeet({ speed: 'highway' })).toBe(250);
  });

  it('normal acceleration skips technical speed', () => {
    expect(shiftSpeed('stopped', 'up')).toEqual({ ok: true, value: 'maneuvering' });
    expect(shiftSpeed('maneuvering', 'down')).toEqual({ ok: true, value: 'stopped' });
    expect(shiftSpeed('technical', 'up')).toEqual({ ok: true, value: 'maneuvering' });
    expect(shiftSpeed('highway', 'up')).toEqual({ ok: true, value: 'top' });
    const faster = shiftSpeed('top', 'up');
    expect(faster.ok === false && faster.issues[0]?.code).toBe('no_faster_speed');
    const slower = shiftSpeed('stopped', 'down');
    expect(slower.ok === false && slower.issues[0]?.code).toBe('no_slower_speed');
  });

  it('a driving roll needs Outcome 4 for the full distance; a botch crashes, a failure may', () => {
    expect(resolveDriveRoll(4)).toEqual({ fullDistance: true, crash: 'no' });
    expect(resolveDriveRoll(2)).toEqual({ fullDistance: false, crash: 'no' });
    expect(resolveDriveRoll(0)).toEqual({ fullDistance: false, crash: 'gm_decides' });
    expect(resolveDriveRoll(-1)).toEqual({ fullDistance: false, crash: 'yes' });
  });
});
