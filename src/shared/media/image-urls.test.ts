import { describe, expect, it } from 'vitest';
import { imageLook, imageStyleOf } from './image-style';
import {
  ALL_IMAGE_WIDTHS,
  generatedImageUrl,
  imageHeightFor,
  imageSrcSet,
  snapImageWidth,
} from './image-urls';

describe('generated image urls', () => {
  it('names variants with a suffix and leaves variant 0 plain', () => {
    const id = '0b0f6a3e-8f1e-4a44-9d2c-2c1f6f0f1a11';
    expect(generatedImageUrl('object-plan', id)).toBe(`/media/generated/object-plan/${id}.webp`);
    expect(generatedImageUrl('object-interior', id, 2)).toBe(`/media/generated/object-interior/${id}-2.webp`);
    expect(imageSrcSet('/x.webp', [320, 1200])).toBe('/x.webp?w=320 320w, /x.webp?w=1200 1200w');
  });

  it('snaps a width to the smallest allowed width at or above it, never above 2560', () => {
    expect(snapImageWidth(1200)).toBe(1200);
    expect(snapImageWidth(1201)).toBe(1900);
    expect(snapImageWidth(321)).toBe(480);
    expect(snapImageWidth(10)).toBe(320);
    expect(snapImageWidth(99_999)).toBe(2560);
    for (const width of ALL_IMAGE_WIDTHS) expect(snapImageWidth(width)).toBe(width);
  });

  it('keeps every picture exactly 3:2', () => {
    expect(imageHeightFor(1200)).toBe(800);
    expect(imageHeightFor(1900)).toBe(1267);
    expect(imageHeightFor(2560)).toBe(1707);
    expect(imageHeightFor(320)).toBe(213);
  });
});

describe('imageLook', () => {
  it('maps every stored style to a look and back', () => {
    expect(imageLook(0)).toEqual({ timeOfDay: 'morning', material: 'brick' });
    expect(imageLook(7)).toEqual({ timeOfDay: 'dusk', material: 'render' });
    expect(imageLook(-3)).toEqual(imageLook(3));
    for (let style = 0; style < 16; style++) expect(imageStyleOf(imageLook(style))).toBe(style);
    expect(imageLook(16)).toEqual(imageLook(0));
  });
});
