import { afterEach, beforeEach, vi } from 'vitest';

// CONVENTIONS: a test that logs console.error (a React warning, a hydration mismatch,
// an unhandled failure) fails. Tests that expect an error log spy on it themselves.
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (logged.length > 0) {
    throw new Error(`The test wrote to the console:\n${logged.join('\n')}`);
  }
});
