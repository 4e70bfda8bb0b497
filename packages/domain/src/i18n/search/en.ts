// English texts of the search area (see ../README.md for how area catalogs are split).
export const enSearch = {} as const;
