// English texts of the content area (see ../README.md for how area catalogs are split).
export const enContent = {} as const;
