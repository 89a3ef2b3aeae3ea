import type { ComponentType } from 'react';
import type { TemplateProps } from './template-props';

export type TemplateComponent = ComponentType<TemplateProps>;

/**
 * Where a template lives: its file in this folder and the component it exports. The registry
 * loads the file as its own chunk, and the server names the same file to find the chunk in the
 * build's manifest (so a page preloads exactly its template's code).
 */
export type TemplateSource = readonly [file: `${string}.tsx`, exportName: string];
