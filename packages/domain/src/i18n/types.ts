/** A catalog shaped like another: same nested keys, every leaf a string. A missing or extra key
 * in tw or pidgin fails typecheck (and catalogs.test.ts says which). */
export type CatalogShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };
