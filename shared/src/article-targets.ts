/**
 * Target countries and purposes an article names, each at most (`articleContent`). A module of its own: the
 * catalogue's contract of an article's landing pages is bounded by it without carrying the article schemas.
 */
export const ARTICLE_TARGETS_MAX = 10;
