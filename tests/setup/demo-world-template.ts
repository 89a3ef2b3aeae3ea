import type { TestProject } from 'vitest/node';
import { createThrowawayDatabase } from '../../src/server/testing/throwaway-database';
import { startPortal } from '../e2e/testing/portal-server';

// The browser tests' global set-up on the PostgreSQL server: the built server seeds the demo
// world once, into a database of its own, and each test file's portal starts on a copy of it
// (CREATE DATABASE … TEMPLATE, under a second) instead of migrating and seeding again: a start
// then costs the server 3.5–4.5 s of processor time instead of 7, here. On embedded PGlite (no
// DATABASE_URL) each portal still seeds its own in-memory database.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database each portal copies; empty without a PostgreSQL server. */
    demoWorldTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!process.env.DATABASE_URL) {
    project.provide('demoWorldTemplate', '');
    return undefined;
  }
  const template = await createThrowawayDatabase(process.env.DATABASE_URL, 'hemvist_e2e_template');
  try {
    // Started and stopped: the server migrates, seeds and closes its connections, so the
    // database can be copied.
    const portal = await startPortal({ databaseUrl: template.url });
    await portal.stop();
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide('demoWorldTemplate', template.name);
  return () => template.drop();
}
