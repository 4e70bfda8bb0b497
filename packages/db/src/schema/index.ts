// All tables in one object: Drizzle's relational queries and drizzle-kit need a single schema.
export * from './accounts.ts';
export * from './engagement.ts';
export * from './messaging.ts';
export * from './money.ts';
export * from './orders.ts';
export * from './platform.ts';
export * from './products.ts';
export * from './reference.ts';
export * from './riders.ts';
export * from './sellers.ts';
