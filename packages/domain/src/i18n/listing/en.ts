// English texts of the listing area (see ../README.md for how area catalogs are split).
export const enListing = {} as const;
