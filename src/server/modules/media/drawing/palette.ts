import type { FacadeMaterial, TimeOfDay } from '../../../../shared/media/image-style';

// Muted, warm Nordic colours. The sky sets the light: evening and dusk light up windows and
// tint everything warmer; materials are the common facades of new Nordic housing.

export interface Light {
  skyTop: string;
  skyBottom: string;
  sun: string;
  sunX: number;
  sunY: number;
  hills: string;
  grass: string;
  grassFar: string;
  paving: string;
  glass: string;
  glassHighlight: string;
  litWindow: string;
  /** Share of windows with the lights on. */
  litShare: number;
  foliage: readonly string[];
  spruce: string;
  /** A veil over the whole scene that unifies the colours with the light. */
  veil: string;
  veilOpacity: number;
}

export const LIGHTS: Readonly<Record<TimeOfDay, Light>> = {
  morning: {
    skyTop: '#b9d0de',
    skyBottom: '#f3e6d6',
    sun: '#fbe7c2',
    sunX: 200,
    sunY: 260,
    hills: '#a9b8b0',
    grass: '#8fa36e',
    grassFar: '#a3b285',
    paving: '#d8d2c6',
    glass: '#8fa9b8',
    glassHighlight: '#dce8ee',
    litWindow: '#f3d9a0',
    litShare: 0.05,
    foliage: ['#7f9a62', '#93a96f', '#6d8a58', '#a7b47a'],
    spruce: '#4f6a52',
    veil: '#f6e3c8',
    veilOpacity: 0.08,
  },
  midday: {
    skyTop: '#8fb6d3',
    skyBottom: '#e4eef2',
    sun: '#fff6de',
    sunX: 980,
    sunY: 120,
    hills: '#98ae9f',
    grass: '#86a166',
    grassFar: '#9db27f',
    paving: '#d9d6cf',
    glass: '#7d9cb0',
    glassHighlight: '#e3eef4',
    litWindow: '#f3d9a0',
    litShare: 0,
    foliage: ['#73935a', '#86a463', '#5f804e', '#9bb270'],
    spruce: '#445f49',
    veil: '#ffffff',
    veilOpacity: 0,
  },
  evening: {
    skyTop: '#8d9fbd',
    skyBottom: '#f2c594',
    sun: '#f7cf8f',
    sunX: 1010,
    sunY: 470,
    hills: '#8d8f8c',
    grass: '#7f8c5c',
    grassFar: '#948f66',
    paving: '#d3c3ad',
    glass: '#8e8f9e',
    glassHighlight: '#f4d2a6',
    litWindow: '#f6cf86',
    litShare: 0.3,
    foliage: ['#77844f', '#8c8e55', '#66744a', '#a39a5e'],
    spruce: '#3f4f3e',
    veil: '#f0a868',
    veilOpacity: 0.1,
  },
  dusk: {
    skyTop: '#2f3b57',
    skyBottom: '#b88f86',
    sun: '#f3e3c4',
    sunX: 230,
    sunY: 150,
    hills: '#4a5261',
    grass: '#4d5a48',
    grassFar: '#58604f',
    paving: '#8b8783',
    glass: '#3e4a5c',
    glassHighlight: '#6f7c8f',
    litWindow: '#f7c873',
    litShare: 0.6,
    foliage: ['#485a44', '#52613f', '#3f5040', '#5e6a45'],
    spruce: '#2d3b33',
    veil: '#1d2540',
    veilOpacity: 0.18,
  },
};

export interface Material {
  wall: string;
  side: string;
  trim: string;
  roof: string;
  plinth: string;
  /** Texture lines drawn over the wall. */
  texture: 'brick' | 'boards' | 'seams' | 'none';
  textureColor: string;
}

/** Several colourways per material; a hash of the id picks one. */
export const MATERIALS: Readonly<Record<FacadeMaterial, readonly Material[]>> = {
  brick: [
    {
      wall: '#a65a43',
      side: '#844634',
      trim: '#ece4d8',
      roof: '#4a4644',
      plinth: '#5d4f48',
      texture: 'brick',
      textureColor: '#7e4030',
    },
    {
      wall: '#b9795a',
      side: '#965e45',
      trim: '#efe8dc',
      roof: '#3f3d3c',
      plinth: '#5a5450',
      texture: 'brick',
      textureColor: '#94583f',
    },
    {
      wall: '#8f6b5b',
      side: '#735447',
      trim: '#e6ddd0',
      roof: '#3a3837',
      plinth: '#4f4a47',
      texture: 'brick',
      textureColor: '#6e4f42',
    },
  ],
  render: [
    {
      wall: '#ebe3d5',
      side: '#cfc5b4',
      trim: '#7c7468',
      roof: '#55524e',
      plinth: '#8d877d',
      texture: 'none',
      textureColor: '#d8cfbf',
    },
    {
      wall: '#e6d3b3',
      side: '#c9b491',
      trim: '#6f6558',
      roof: '#4d4a46',
      plinth: '#8a8175',
      texture: 'none',
      textureColor: '#d4c09e',
    },
    {
      wall: '#d9ddd6',
      side: '#b9beb5',
      trim: '#5f645e',
      roof: '#4b4f4c',
      plinth: '#7f847d',
      texture: 'none',
      textureColor: '#c6cbc3',
    },
  ],
  wood: [
    {
      wall: '#8e3d31',
      side: '#6f2f26',
      trim: '#f1ebe0',
      roof: '#3b3735',
      plinth: '#4c4542',
      texture: 'boards',
      textureColor: '#7a342a',
    },
    {
      wall: '#c9a36b',
      side: '#a88553',
      trim: '#f3eee4',
      roof: '#44413e',
      plinth: '#5a534c',
      texture: 'boards',
      textureColor: '#b18d58',
    },
    {
      wall: '#9aa39a',
      side: '#7d867d',
      trim: '#f2efe8',
      roof: '#3d403e',
      plinth: '#565b57',
      texture: 'boards',
      textureColor: '#87908a',
    },
    {
      wall: '#e9e4da',
      side: '#c9c3b7',
      trim: '#5a5650',
      roof: '#3a3a3a',
      plinth: '#6f6a63',
      texture: 'boards',
      textureColor: '#d3cdc1',
    },
  ],
  metal: [
    {
      wall: '#40464b',
      side: '#2f3438',
      trim: '#c9b48f',
      roof: '#2b2e31',
      plinth: '#2a2d30',
      texture: 'seams',
      textureColor: '#363b40',
    },
    {
      wall: '#5b5752',
      side: '#46433f',
      trim: '#d8c7a6',
      roof: '#302e2c',
      plinth: '#33312f',
      texture: 'seams',
      textureColor: '#4d4a46',
    },
  ],
};

/** Colour that marks the home's own floor or unit on an object's facade. */
export const HIGHLIGHT = '#f0b44c';
