import { describe, expect, it } from 'vitest';
import { articleAddress } from './article-address';

describe('an article address', () => {
  it.each([
    ['/uk/blog/vnzh-serbia/', { locale: 'uk', section: 'blog', slug: 'vnzh-serbia' }],
    ['/ru/news/new-rules-2027', { locale: 'ru', section: 'news', slug: 'new-rules-2027' }],
    ['/en/cases/', undefined],
    ['/de/blog/a/', undefined],
    ['/en/company/a/', undefined],
    ['/en/blog/page/2/', undefined],
    ['/en/blog/Not_A_Slug/', undefined],
  ])('%s', (path, expected) => {
    expect(articleAddress(path)).toEqual(expected);
  });
});
