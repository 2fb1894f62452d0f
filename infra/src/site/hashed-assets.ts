/**
 * The site's folders of files named after their content's hash (Astro's
 * `_astro/` bundles, the visa map's `geo/` world): CloudFront (site stack) and
 * the local built-site server let browsers keep them for a year, since a new
 * content comes under a new name; pages themselves are not cached so.
 */
export const HASHED_ASSET_FOLDERS = ['_astro', 'geo'] as const;
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Whether a path is one of those files. */
export const isHashedAsset = (pathname: string): boolean =>
  HASHED_ASSET_FOLDERS.some((folder) => pathname.startsWith(`/${folder}/`));
