import type { Locale } from '@migralink/shared/locales';
import type { PublicArticle } from '@migralink/shared/schemas/articles';
import { canonicalUrl } from '@/urls/localized-url';
import { articlePath } from './article-pages';

/** schema.org `Article` of an article's page: headline, dates, author, image, language, publisher. */
export function articleJsonLd(article: PublicArticle, site: string | URL, publisher: string) {
  const url = canonicalUrl(site, article.locale as Locale, articlePath(article));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.published_at,
    dateModified: article.updated_at,
    author: { '@type': 'Person', name: article.author },
    ...(article.cover ? { image: [new URL(article.cover, site).href] } : {}),
    inLanguage: article.locale,
    keywords: article.tags.join(', '),
    mainEntityOfPage: url,
    url,
    publisher: { '@type': 'Organization', name: publisher },
  };
}
