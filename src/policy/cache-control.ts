// How long clients may keep what the server answers, and what is worth compressing: applied by the server,
// quoted by the docs.

/** Catalogs may be cached for five minutes and revalidated with their ETag (DESIGN.md). */
export const CATALOG_CACHE_CONTROL = "public, max-age=300";

/** Texture maps are a pure function of the asset and this version of Marque. */
export const TEXTURE_CACHE_CONTROL = "public, max-age=86400";

/** An image URL names its whole answer, which never changes: it is cached for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Bodies smaller than this are not worth compressing. */
export const COMPRESS_FROM_BYTES = 1024;
