import { en } from './resources/en';
import { fi } from './resources/fi';
import { no } from './resources/no';
import { sv } from './resources/sv';

/**
 * Each language file as the browser loads it (load-translation.ts), without the parts only some
 * pages add (text-parts.ts): what the server renders a page with, before its parts are added.
 */
export const languageFiles = { sv, no, fi, en } as const;
