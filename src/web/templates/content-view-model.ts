import type { z } from 'zod';

/**
 * The view model of a content template as the server sends it: read with the template's schema
 * there, defaults filled in (page-payload-builder.ts), so the browser loads no zod for it. The
 * schema is named for its type only.
 */
export function readViewModel<S extends z.ZodTypeAny>(viewModel: Record<string, unknown>): z.output<S> {
  return viewModel as z.output<S>;
}
