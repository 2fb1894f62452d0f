import { describe, expect, it } from 'vitest';
import { reviewsJsonLd } from './review-json-ld';
import { NO_RATINGS, testReview } from './testing';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
/** The types Google shows review snippets for that a company page can be (a directory's third-party reviews). */
const REVIEWABLE = new Set(['Organization', 'LocalBusiness', 'ProfessionalService']);

/** A `Rating`'s problems: a number (or numeric text) within its best and worst ratings (default 5 and 1). */
function ratingProblems(rating: unknown, where: string): string[] {
  if (!isNode(rating)) return [`${where}: missing`];
  const best = rating.bestRating ?? 5;
  const worst = rating.worstRating ?? 1;
  const value = typeof rating.ratingValue === 'string' ? Number(rating.ratingValue) : rating.ratingValue;
  const problems: string[] = [];
  if (!isNumber(best) || !isNumber(worst) || best <= worst)
    problems.push(`${where}: bestRating must exceed worstRating`);
  if (!isNumber(value)) problems.push(`${where}.ratingValue: required, a number`);
  else if (isNumber(best) && isNumber(worst) && (value < worst || value > best))
    problems.push(`${where}.ratingValue: ${value} outside ${worst}..${best}`);
  return problems;
}

/** A `Review`'s problems: author (Person or Organization with a name of at most 100 characters), rating, date. */
function reviewProblems(review: unknown, where: string): string[] {
  if (!isNode(review) || review['@type'] !== 'Review') return [`${where}: not a Review`];
  const problems: string[] = [];
  const author = review.author;
  if (!isNode(author) || !['Person', 'Organization'].includes(String(author['@type'])))
    problems.push(`${where}.author: a Person or Organization is required`);
  else if (typeof author.name !== 'string' || !author.name.trim() || author.name.length > 100)
    problems.push(`${where}.author.name: a name of 1 to 100 characters is required`);
  const rating = review.reviewRating;
  if (isNode(rating) && rating['@type'] !== 'Rating') problems.push(`${where}.reviewRating: not a Rating`);
  problems.push(...ratingProblems(rating, `${where}.reviewRating`));
  if (review.datePublished !== undefined && !ISO_DATE.test(String(review.datePublished)))
    problems.push(`${where}.datePublished: not an ISO 8601 date`);
  if (review.reviewBody !== undefined && typeof review.reviewBody !== 'string')
    problems.push(`${where}.reviewBody: text`);
  return problems;
}

/**
 * What Google's review snippet rules find wrong with an item reviewed in place: a type it shows snippets
 * for, with a name; an `AggregateRating` with a rating in range and a positive whole `ratingCount` or
 * `reviewCount`; each `Review` valid. The recommended properties are asked for as well.
 */
function reviewSnippetProblems(item: Node): string[] {
  const problems: string[] = [];
  if (!REVIEWABLE.has(String(item['@type']))) problems.push('@type: not a type with review snippets');
  if (typeof item.name !== 'string' || !item.name) problems.push('name: required');
  const aggregate = item.aggregateRating;
  if (aggregate !== undefined) {
    if (!isNode(aggregate) || aggregate['@type'] !== 'AggregateRating') problems.push('aggregateRating: wrong type');
    else {
      problems.push(...ratingProblems(aggregate, 'aggregateRating'));
      const counts = [aggregate.ratingCount, aggregate.reviewCount].filter((count) => count !== undefined);
      if (counts.length === 0) problems.push('aggregateRating: ratingCount or reviewCount is required');
      for (const count of counts)
        if (!Number.isInteger(count) || (count as number) <= 0)
          problems.push(`aggregateRating: a count of ${String(count)} (an aggregate needs at least one review)`);
      if (aggregate.bestRating === undefined || aggregate.worstRating === undefined)
        problems.push('aggregateRating: bestRating and worstRating are recommended');
    }
  }
  const reviews: readonly unknown[] =
    item.review === undefined ? [] : Array.isArray(item.review) ? (item.review as unknown[]) : [item.review];
  reviews.forEach((review, index) => {
    problems.push(...reviewProblems(review, `review[${index}]`));
    if (isNode(review) && review.datePublished === undefined)
      problems.push(`review[${index}].datePublished: recommended`);
  });
  return problems;
}

const organization = (extra: Node): Node => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Harbour Relocation',
  ...extra,
});

describe('the reviews in a company page’s JSON-LD', () => {
  const summary = { avg_rate: 4.5, total: 12, ratings: { 1: 0, 2: 1, 3: 1, 4: 2, 5: 8 } } as const;

  it('meets Google’s review snippet rules', () => {
    const reviews = [testReview(), testReview({ id: 'r-2', rating: 2, author: { uuid: 'u-2', name: 'Борис П.' } })];
    const data = organization(reviewsJsonLd(summary, reviews));
    expect(reviewSnippetProblems(data)).toEqual([]);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 12,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ann L.' },
        datePublished: '2026-11-20',
        reviewBody: reviews[0]!.text,
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      expect.objectContaining({ author: { '@type': 'Person', name: 'Борис П.' } }),
    ]);
  });

  it('says nothing of reviews while the company has none: no AggregateRating over 0 reviews', () => {
    expect(reviewsJsonLd(NO_RATINGS, [])).toEqual({});
    expect(reviewsJsonLd({ ...NO_RATINGS, avg_rate: 4 }, [])).toEqual({});
  });

  it('gives at most 10 reviews, and none whose author has no name Google would take', () => {
    const reviews = Array.from({ length: 12 }, (_, index) => testReview({ id: `r-${index}` }));
    reviews.unshift(testReview({ id: 'nameless', author: { uuid: 'u-x', name: '  ' } }));
    const data = organization(reviewsJsonLd(summary, reviews)) as { review: Node[] };
    expect(data.review).toHaveLength(10);
    expect(reviewSnippetProblems(data)).toEqual([]);
  });

  it('the validator itself refuses what Google refuses', () => {
    const broken = organization({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 6, ratingCount: 0 },
      review: [{ '@type': 'Review', author: { '@type': 'Person', name: '' }, reviewRating: { '@type': 'Rating' } }],
    });
    expect(reviewSnippetProblems(broken)).toEqual([
      'aggregateRating.ratingValue: 6 outside 1..5',
      'aggregateRating: a count of 0 (an aggregate needs at least one review)',
      'aggregateRating: bestRating and worstRating are recommended',
      'review[0].author.name: a name of 1 to 100 characters is required',
      'review[0].reviewRating.ratingValue: required, a number',
      'review[0].datePublished: recommended',
    ]);
  });
});
