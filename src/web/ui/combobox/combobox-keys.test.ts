import { describe, expect, it } from 'vitest';
import { type ComboboxKeyState, comboboxKeyAction } from './combobox-keys';

const shown: ComboboxKeyState = {
  active: -1,
  count: 3,
  expanded: true,
  closable: false,
  enterPicksFirst: false,
};

describe('combobox keys', () => {
  it('moves down and up through the options, wrapping at both ends', () => {
    expect(comboboxKeyAction('ArrowDown', shown)).toEqual({ type: 'move', index: 0, open: false });
    expect(comboboxKeyAction('ArrowDown', { ...shown, active: 2 })).toMatchObject({ index: 0 });
    expect(comboboxKeyAction('ArrowUp', shown)).toMatchObject({ index: 2 });
    expect(comboboxKeyAction('ArrowUp', { ...shown, active: 1 })).toMatchObject({ index: 0 });
  });

  it('picks the active option with Enter and otherwise leaves Enter to the form', () => {
    expect(comboboxKeyAction('Enter', { ...shown, active: 1 })).toEqual({ type: 'pick', index: 1 });
    expect(comboboxKeyAction('Enter', shown)).toBeNull();
    expect(comboboxKeyAction('Enter', { ...shown, enterPicksFirst: true })).toEqual({
      type: 'pick',
      index: 0,
    });
    expect(comboboxKeyAction('Enter', { ...shown, expanded: false, enterPicksFirst: true })).toBeNull();
  });

  it('Escape returns to the input from an option; a second Escape is the page’s', () => {
    expect(comboboxKeyAction('Escape', { ...shown, active: 1 })).toEqual({ type: 'leave' });
    expect(comboboxKeyAction('Escape', shown)).toBeNull();
  });

  it('a list the user opens and closes: arrows open it, Escape closes it', () => {
    const closable = { ...shown, closable: true };
    expect(comboboxKeyAction('Escape', { ...closable, active: 1 })).toEqual({ type: 'dismiss' });
    expect(comboboxKeyAction('Escape', { ...closable, expanded: false })).toBeNull();
    expect(comboboxKeyAction('ArrowDown', { ...closable, expanded: false, active: -1 })).toEqual({
      type: 'move',
      index: 0,
      open: true,
    });
    expect(comboboxKeyAction('ArrowDown', { ...closable, expanded: false, count: 0 })).toEqual({
      type: 'move',
      index: -1,
      open: true,
    });
  });

  it('ignores arrows with nothing to show and keys it does not use', () => {
    expect(comboboxKeyAction('ArrowDown', { ...shown, count: 0, expanded: false })).toBeNull();
    expect(comboboxKeyAction('a', shown)).toBeNull();
    expect(comboboxKeyAction('Tab', { ...shown, active: 0 })).toBeNull();
  });
});
