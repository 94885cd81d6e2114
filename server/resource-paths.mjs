/** The build's font files (public, content-hashed). */
export const FONT_PATH = /^\/_next\/static\/media\/[^/]+\.woff2?$/;

/** What is not a page: the API, the build's files and the public files, by their ending. */
export const RESOURCE_PATH =
  /^\/(?:api|_next)\/|\.(?:svg|png|jpe?g|webp|avif|gif|ico|txt|xml|json|js|mjs|css|woff2?|map|webmanifest)$/i;
