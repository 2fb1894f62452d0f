import type { Locale } from '@migralink/shared/locales';
import type { ArticleCard, ArticleSection } from '@migralink/shared/schemas/articles';
import { ARTICLE_PAGE_SIZE } from '@migralink/shared/schemas/articles';
import { sectionPage } from '#data/articles';
import { config } from '#lib/config';

/**
 * A section's RSS 2.0 feed in a language (docs/product.md, "Articles"): its newest published articles, read
 * live from the table, so an article is in it as soon as it is published. Links go to the site's pages.
 */

const TITLES: Record<ArticleSection, Record<Locale, string>> = {
  blog: { en: 'Migralink blog', ru: 'Блог Migralink', uk: 'Блог Migralink' },
  cases: { en: 'Migralink: cases', ru: 'Migralink: кейсы', uk: 'Migralink: кейси' },
  news: { en: 'Migralink: immigration news', ru: 'Migralink: новости иммиграции', uk: 'Migralink: новини імміграції' },
};

const DESCRIPTIONS: Record<Locale, string> = {
  en: 'Articles on visas, residence permits and moving abroad, checked by the Migralink team.',
  ru: 'Статьи о визах, видах на жительство и переезде, проверенные командой Migralink.',
  uk: 'Статті про візи, посвідки на проживання та переїзд, перевірені командою Migralink.',
};

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const pageUrl = (locale: Locale, section: ArticleSection, slug?: string) =>
  `${config.siteUrl.replace(/\/$/, '')}/${locale}/${section}/${slug ? `${slug}/` : ''}`;

function item(card: ArticleCard): string {
  const link = pageUrl(card.locale, card.section, card.slug);
  return [
    '<item>',
    `<title>${escaped(card.title)}</title>`,
    `<link>${escaped(link)}</link>`,
    `<guid isPermaLink="false">${card.id}</guid>`,
    `<pubDate>${new Date(card.published_at).toUTCString()}</pubDate>`,
    `<description>${escaped(card.summary)}</description>`,
    ...card.tags.map((tag) => `<category>${escaped(tag)}</category>`),
    '</item>',
  ].join('');
}

/** The feed's XML: the section's newest page of articles. */
export async function sectionFeed(section: ArticleSection, locale: Locale): Promise<string> {
  const { items } = (await sectionPage(section, locale, undefined, ARTICLE_PAGE_SIZE))!;
  const newest = items[0]?.published_at;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0"><channel>',
    `<title>${escaped(TITLES[section][locale])}</title>`,
    `<link>${escaped(pageUrl(locale, section))}</link>`,
    `<description>${escaped(DESCRIPTIONS[locale])}</description>`,
    `<language>${locale}</language>`,
    ...(newest ? [`<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...items.map(item),
    '</channel></rss>',
  ].join('\n');
}
