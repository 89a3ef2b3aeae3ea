// The Drizzle schema, one file per area under schema/; drizzle-kit and the client read this
// file, so every table is exported from here.
export * from './schema/booking';
export * from './schema/cases';
export * from './schema/content';
export * from './schema/documents';
export * from './schema/identity';
export * from './schema/my-pages';
export * from './schema/payments';
export * from './schema/premises';
export * from './schema/public-content';
export * from './schema/residence';
export * from './schema/staff';
