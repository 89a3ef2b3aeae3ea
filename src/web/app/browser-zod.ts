import { z } from 'zod/v4';

// The browser build resolves `zod` to this module (vite.config.ts), so every schema the browser
// builds, in whichever chunk, comes from a zod set up here first. The page CSP has no
// 'unsafe-eval': zod probes new Function() when it builds its first object schema (refused, and
// reported as a violation) and then parses without it anyway; jitless skips the probe.
z.config({ jitless: true });

export * from 'zod/v4';
