import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@migralink/shared/locales';
import { ARTICLE_SECTIONS, articleContent } from '@migralink/shared/schemas/articles';
import { DEMO_ARTICLES } from './articles';

describe("the demo's articles", () => {
  it('are each what the create route takes', () => {
    for (const { id: _id, group: _group, published_at: _at, ...content } of DEMO_ARTICLES)
      expect(z.safeParse(articleContent, content).error?.issues ?? [], content.slug).toEqual([]);
  });

  it('fill every section and language, with a group in all three and an address free per language', () => {
    expect(new Set(DEMO_ARTICLES.map((article) => article.section))).toEqual(new Set(ARTICLE_SECTIONS));
    expect(new Set(DEMO_ARTICLES.map((article) => article.locale))).toEqual(new Set(LOCALES));
    const sizes = DEMO_ARTICLES.map(({ group }) => DEMO_ARTICLES.filter((other) => other.group === group).length);
    expect(Math.max(...sizes)).toBe(LOCALES.length);
    const addresses = DEMO_ARTICLES.map((article) => `${article.locale}/${article.slug}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('carry no placeholder text', () => {
    expect(JSON.stringify(DEMO_ARTICLES)).not.toMatch(/lorem|ipsum|todo|placeholder|xxx/i);
  });
});
