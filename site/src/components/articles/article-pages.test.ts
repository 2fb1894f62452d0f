import { describe, expect, it } from 'vitest';
import type { PublicArticle } from '@migralink/shared/schemas/articles';
import { pageOfList, sectionAddresses, versionPaths } from './article-pages';

const article = (changes: Partial<PublicArticle>): PublicArticle => ({
  id: '00000000-0000-4000-8000-000000000001',
  locale: 'uk',
  section: 'blog',
  slug: 'vnzh-serbia',
  title: 'ВНЖ у Сербії',
  summary: 'Коротко.',
  cover: null,
  tags: [],
  author: 'Олена',
  published_at: '2026-11-20T10:00:00.000Z',
  countries: ['RS'],
  purposes: [],
  checked_by: 'Іван',
  checked_on: '2026-11-20',
  html: '<p>Текст</p>',
  updated_at: '2026-11-20T10:00:00.000Z',
  translations: [],
  ...changes,
});

describe("a section's pre-built pages", () => {
  it('cut the list into pages, an empty section into one empty page', () => {
    expect(pageOfList([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], pages: 3 });
    expect(pageOfList([], 1, 12)).toEqual({ items: [], pages: 1 });
  });

  it('build every address in every language: the article where it is, elsewhere what there is instead', () => {
    const ru = article({
      id: '00000000-0000-4000-8000-000000000002',
      locale: 'ru',
      slug: 'vnzh-v-serbii',
      title: 'ВНЖ в Сербии',
    });
    const uk = article({ translations: [{ ...ru, state: 'published' }] });
    const addresses = sectionAddresses('blog', [uk, { ...ru, translations: [{ ...uk, state: 'published' }] }]);
    expect(
      addresses.map((address) => `${address.locale}/${address.slug}:${'article' in address ? 'article' : 'missing'}`),
    ).toEqual([
      'en/vnzh-serbia:missing',
      'ru/vnzh-serbia:missing',
      'uk/vnzh-serbia:article',
      'en/vnzh-v-serbii:missing',
      'ru/vnzh-v-serbii:article',
      'uk/vnzh-v-serbii:missing',
    ]);
    const ruAtUkAddress = addresses[1]!;
    expect('missing' in ruAtUkAddress && ruAtUkAddress.missing.map((version) => version.locale)).toEqual(['ru', 'uk']);
    expect(versionPaths(uk)).toEqual({ uk: '/blog/vnzh-serbia/', ru: '/blog/vnzh-v-serbii/' });
  });

  it('leave out the articles of other sections', () => {
    expect(sectionAddresses('news', [article({})])).toEqual([]);
  });
});
