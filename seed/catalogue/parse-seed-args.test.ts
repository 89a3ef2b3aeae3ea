import { describe, expect, it } from 'vitest';
import { parseSeedArguments } from './parse-seed-args';

describe('parseSeedArguments', () => {
  it('reads --objects in both spellings', () => {
    expect(parseSeedArguments(['--objects', '20000'])).toEqual({ objects: 20000 });
    expect(parseSeedArguments(['--objects=5000'])).toEqual({ objects: 5000 });
    expect(parseSeedArguments([])).toEqual({});
  });

  it('refuses a missing or malformed number', () => {
    expect(() => parseSeedArguments(['--objects'])).toThrow(/whole number/);
    expect(() => parseSeedArguments(['--objects=lots'])).toThrow(/whole number/);
    expect(() => parseSeedArguments(['--objects', '-3'])).toThrow(/whole number/);
  });
});
