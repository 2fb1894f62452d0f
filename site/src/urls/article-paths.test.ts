import { describe, expect, it } from 'vitest';
import { articleFeedUrl, articleSectionUrl, articleUrl } from './article-paths';

describe('article addresses', () => {
  it('put the language first, then the section, its page or the article', () => {
    expect(articleSectionUrl('uk', 'blog')).toBe('/uk/blog/');
    expect(articleSectionUrl('ru', 'news', 1)).toBe('/ru/news/');
    expect(articleSectionUrl('en', 'cases', 3)).toBe('/en/cases/page/3/');
    expect(articleUrl('uk', 'blog', 'vnzh-serbia')).toBe('/uk/blog/vnzh-serbia/');
    expect(articleFeedUrl('ru', 'news')).toBe('/v1/articles/feed/ru/news');
  });
});
