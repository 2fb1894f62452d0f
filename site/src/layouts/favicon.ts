import drawing from './favicon.svg?raw';

/** The site's icon as a file: `/favicon.svg`, which `/` names for search engines (they take no `data:` address). */
export const FAVICON_SVG = drawing;

/**
 * The icon every page of a locale names, written into the page: the browser asks no file for it, so a
 * first view costs one request less.
 */
export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(drawing.trim())}`;
