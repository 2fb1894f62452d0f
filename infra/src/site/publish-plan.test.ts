import { describe, expect, it } from 'vitest';
import { invalidationPaths, MANIFEST_KEY, MAX_INVALIDATION_PATHS, planPublish } from './publish-plan';

const built = {
  'en/index.html': 'a',
  'en/about/index.html': 'b',
  '_astro/island.X1.js': 'c',
  'robots.txt': 'd',
};
const everything = new Set(Object.keys(built));

describe('planPublish', () => {
  it('uploads nothing and invalidates nothing when the build wrote the same bytes as the last publication', () => {
    expect(planPublish(built, built, new Set([...everything, MANIFEST_KEY]))).toEqual({
      upload: [],
      remove: [],
      invalidate: [],
    });
  });

  it('uploads everything, named files before pages, when there is no manifest', () => {
    const plan = planPublish(built, {}, new Set());
    expect(plan.upload).toEqual(['_astro/island.X1.js', 'robots.txt', 'en/about/index.html', 'en/index.html']);
  });

  it('uploads a changed page and invalidates its path, never a file named by its content', () => {
    const plan = planPublish({ ...built, 'en/about/index.html': 'B', '_astro/island.Y2.js': 'e' }, built, everything);
    expect(plan.upload).toEqual(['_astro/island.Y2.js', 'en/about/index.html']);
    expect(plan.invalidate).toEqual(['/en/about/index.html']);
  });

  it('uploads a file the manifest names but the bucket lost', () => {
    const stored = new Set([...everything].filter((key) => key !== 'robots.txt'));
    expect(planPublish(built, built, stored).upload).toEqual(['robots.txt']);
  });

  it('removes what the build no longer has, except the manifest, and invalidates its path', () => {
    const plan = planPublish(built, built, new Set([...everything, 'en/gone/index.html', MANIFEST_KEY]));
    expect(plan.remove).toEqual(['en/gone/index.html']);
    expect(plan.invalidate).toEqual(['/en/gone/index.html']);
  });
});

describe('invalidationPaths', () => {
  const pages = (count: number, folder: string) =>
    Array.from({ length: count }, (_, index) => `/${folder}/page-${index}/index.html`);

  it('keeps up to the limit of paths as they are', () => {
    expect(invalidationPaths(pages(MAX_INVALIDATION_PATHS, 'en/companies'))).toHaveLength(MAX_INVALIDATION_PATHS);
  });

  it('folds more paths into their folders two levels deep', () => {
    const paths = [...pages(30, 'en/companies'), ...pages(3, 'ru/company'), '/uk/index.html'];
    expect(invalidationPaths(paths)).toEqual(['/en/companies/*', '/ru/company/*', '/uk/*']);
  });

  it('invalidates everything when many paths change and one is at the top', () => {
    expect(invalidationPaths([...pages(30, 'en/companies'), '/robots.txt'])).toEqual(['/*']);
  });

  it('invalidates everything once even the folders are too many', () => {
    const paths = Array.from({ length: MAX_INVALIDATION_PATHS + 1 }, (_, index) => pages(2, `en/f${index}`)).flat();
    expect(invalidationPaths(paths)).toEqual(['/*']);
  });
});
