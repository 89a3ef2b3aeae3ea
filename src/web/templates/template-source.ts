import type { ComponentType } from 'react';
import type { TextPart } from '../i18n/text-parts';
import type { TemplateProps } from './template-props';

export type TemplateComponent = ComponentType<TemplateProps>;

/**
 * Where a template lives: its file in this folder and the component it exports, and the text
 * parts its page shows (i18n/text-parts.ts). The registry loads the file as its own chunk, and
 * the server names the same file to find the chunk in the build's manifest (so a page preloads
 * exactly its template's code) and in the page's payload.
 */
export type TemplateSource = readonly [
  file: `${string}.tsx`,
  exportName: string,
  texts?: readonly TextPart[],
];
