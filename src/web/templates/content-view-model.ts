import type { z } from 'zod';

/**
 * The view model of a content template, with the schema's defaults filled in. The server
 * stores valid view models (a test parses every seeded page); should one still not parse,
 * the page renders what it has rather than failing.
 */
export function readViewModel<S extends z.ZodTypeAny>(
  schema: S,
  viewModel: Record<string, unknown>,
): z.output<S> {
  const parsed = schema.safeParse(viewModel);
  return parsed.success ? parsed.data : (viewModel as z.output<S>);
}
