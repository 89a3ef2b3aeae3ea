import { describe, expect, it } from 'vitest';
import { asksForEditMode } from './edit-mode';
import { editModeUrlOf, viewModeUrlOf } from './edit-mode-urls';

describe('edit-mode flag and addresses', () => {
  it('reads 1, true, yes and on as asking for edit mode, anything else (or nothing) as not', () => {
    for (const value of ['1', 'true', 'yes', 'on'])
      expect(asksForEditMode({ editMode: value }), value).toBe(true);
    for (const value of ['0', 'false', 'off', '', 'ja', '2'])
      expect(asksForEditMode({ editMode: value }), value).toBe(false);
    expect(asksForEditMode({})).toBe(false);
    expect(asksForEditMode({ editmode: '1', EditMode: '1' })).toBe(false);
  });

  it('keeps the other query values in and out of edit mode', () => {
    const query = { utm_source: 'news', editMode: 'true', q: 'a b' };
    expect(editModeUrlOf('/om-oss/', query)).toBe('/om-oss/?utm_source=news&q=a+b&editMode=1');
    expect(viewModeUrlOf('/om-oss/', query)).toBe('/om-oss/?utm_source=news&q=a+b');
    expect(viewModeUrlOf('/om-oss/', { editMode: '1' })).toBe('/om-oss/');
    expect(editModeUrlOf('/', {})).toBe('/?editMode=1');
  });
});
