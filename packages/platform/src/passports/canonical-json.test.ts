import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('orders keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: { d: 1, c: [3, { z: 1, y: 2 }] }, a: 'x' })).toBe(
      '{"a":"x","b":{"c":[3,{"y":2,"z":1}],"d":1}}',
    );
  });

  it('gives the same text for a value and its JSON round trip (dates, undefined fields)', () => {
    const value = { at: new Date('2030-01-01T00:00:00Z'), gone: undefined, n: -0, list: [undefined] };
    expect(canonicalJson(value)).toBe(canonicalJson(JSON.parse(JSON.stringify(value))));
  });

  it('treats a re-indented file as the same text', () => {
    const text = '{\n  "z": 1,\n  "a": { "y": "é", "b": null }\n}';
    expect(canonicalJson(JSON.parse(text))).toBe('{"a":{"b":null,"y":"é"},"z":1}');
  });
});
