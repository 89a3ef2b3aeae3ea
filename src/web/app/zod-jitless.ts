import { z } from 'zod';

// The page CSP has no 'unsafe-eval'. zod probes new Function() when it builds its first object
// schema (refused, and reported as a violation) and then parses without it anyway; jitless
// skips the probe. The browser entry imports this first, before any module builds a schema.
z.config({ jitless: true });
