import { describe, expect, it } from 'vitest';
import type { ArticleCard } from '@migralink/shared/schemas/articles';
import { foldText, queryWords, searchArticles, type SearchEntry } from './article-search';
import { searchIndexOf } from './search-index';

const entry = (title: string, changes: Partial<SearchEntry> = {}): SearchEntry => ({
  title,
  summary: '',
  tags: [],
  section: 'blog',
  url: `/en/blog/${title.length}/`,
  ...changes,
});
const titles = (entries: readonly SearchEntry[]) => entries.map((found) => found.title);

describe('the article search matcher', () => {
  it('folds case, diacritics and punctuation in Latin and Cyrillic', () => {
    expect(foldText('Résidence — PERMIT!')).toBe(' residence permit ');
    expect(foldText('Ёлка, йод; Їжак')).toBe(' елка иод іжак ');
    expect(queryWords('  ?!  ')).toEqual([]);
  });

  it('finds an article by any word of its title, tags or summary, whatever the case and accents', () => {
    const entries = [
      entry('Résidence permit in Serbia'),
      entry('Moving with children', { tags: ['Family'] }),
      entry('Taxes', { summary: 'What a freelancer pays in Montenegro.' }),
    ];
    expect(titles(searchArticles(entries, 'RESIDENCE'))).toEqual(['Résidence permit in Serbia']);
    expect(titles(searchArticles(entries, 'family'))).toEqual(['Moving with children']);
    expect(titles(searchArticles(entries, 'montenegro freelancer'))).toEqual(['Taxes']);
  });

  it('finds Cyrillic text with ё, й and ї typed without their marks', () => {
    const entries = [entry('Вид на жительство: всё о сроках'), entry('Їзда до Сербії та її правила')];
    expect(titles(searchArticles(entries, 'все о сроках'))).toEqual(['Вид на жительство: всё о сроках']);
    expect(titles(searchArticles(entries, 'ізда сербіі'))).toEqual(['Їзда до Сербії та її правила']);
    expect(titles(searchArticles(entries, 'ЖИТЕЛЬСТВО'))).toEqual(['Вид на жительство: всё о сроках']);
  });

  it('needs every word of the query, and finds nothing for an empty one', () => {
    const entries = [entry('Visa for Serbia'), entry('Visa for Georgia')];
    expect(titles(searchArticles(entries, 'visa georgia'))).toEqual(['Visa for Georgia']);
    expect(searchArticles(entries, 'visa portugal')).toEqual([]);
    expect(searchArticles(entries, '   ')).toEqual([]);
  });

  it('ranks a title match above a tag and a tag above a summary, word starts above insides', () => {
    const entries = [
      entry('Summary match', { summary: 'About work permits.' }),
      entry('Tag match', { tags: ['Work'] }),
      entry('Homework is inside'),
      entry('Work in Serbia'),
    ];
    expect(titles(searchArticles(entries, 'work'))).toEqual([
      'Work in Serbia',
      'Homework is inside',
      'Tag match',
      'Summary match',
    ]);
  });

  it('keeps the index order (newest first) among equals, and at most the limit', () => {
    const entries = ['Serbia one', 'Serbia two', 'Serbia three'].map((title) => entry(title));
    expect(titles(searchArticles(entries, 'serbia', 2))).toEqual(['Serbia one', 'Serbia two']);
  });
});

const card = (slug: string, published_at: string, changes: Partial<ArticleCard> = {}): ArticleCard => ({
  id: '00000000-0000-4000-8000-000000000001',
  locale: 'uk',
  section: 'news',
  slug,
  title: `Новина ${slug}`,
  summary: 'Коротко про головне.',
  cover: '/media/articles/cover.webp',
  tags: ['Сербія'],
  author: 'Олена',
  published_at,
  ...changes,
});

describe("a language's search index", () => {
  it("holds each article's title, summary, tags, section and address, newest first across sections", () => {
    const index = searchIndexOf([
      card('old', '2026-01-01T00:00:00.000Z', { section: 'blog' }),
      card('new', '2026-11-01T00:00:00.000Z'),
    ]);
    expect(index).toEqual([
      { title: 'Новина new', summary: 'Коротко про головне.', tags: ['Сербія'], section: 'news', url: '/uk/news/new/' },
      { title: 'Новина old', summary: 'Коротко про головне.', tags: ['Сербія'], section: 'blog', url: '/uk/blog/old/' },
    ]);
  });

  it('stays within its bytes of JSON, leaving the oldest articles out', () => {
    const cards = Array.from({ length: 50 }, (_, day) =>
      card(`day-${day}`, `2026-11-${String((day % 28) + 1).padStart(2, '0')}T00:00:00.000Z`),
    );
    const index = searchIndexOf(cards, 2_000);
    expect(new TextEncoder().encode(JSON.stringify(index)).length).toBeLessThanOrEqual(2_000);
    expect(index.length).toBeGreaterThan(5);
    expect(index.length).toBeLessThan(50);
    expect(index[0]!.url).toMatch(/day-27\/$/);
    expect(searchIndexOf(cards, 10)).toEqual([]);
  });
});
