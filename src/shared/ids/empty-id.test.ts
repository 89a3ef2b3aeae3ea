import { describe, expect, it } from 'vitest';
import { EMPTY_ID, isEmptyId } from './empty-id';

describe('EMPTY_ID', () => {
  it('is the all-zero identifier', () => {
    expect(EMPTY_ID).toBe('00000000-0000-0000-0000-000000000000');
    expect(EMPTY_ID.replaceAll('-', '')).toMatch(/^0{32}$/);
  });
});

describe('isEmptyId', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty string', ''],
    ['EMPTY_ID', EMPTY_ID],
    ['compact all-zero id', '00000000000000000000000000000000'],
  ])('%s is empty', (_label, id) => {
    expect(isEmptyId(id)).toBe(true);
  });

  it.each([
    '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    '00000000-0000-0000-0000-000000000001',
    '10000000-0000-0000-0000-000000000000',
    '0',
    ' ',
    '00000000-0000-0000-0000-00000000000',
  ])('%j is not empty', (id) => {
    expect(isEmptyId(id)).toBe(false);
  });
});
