import type { Locale } from '@migralink/shared/locales';
import type { PublicArticle } from '@migralink/shared/schemas/articles';
import { calendarDayText, dateText, UTC } from '@/i18n/dates';
import { createTranslator } from '@/i18n/format';
import { articleUrl } from '@/urls/article-paths';
import type { ArticleViewMessages } from './messages';
import './article-view.css';

/** A link an article names: a target country or purpose, to its landing page. */
export interface ArticleLink {
  readonly name: string;
  readonly href: string;
}

export interface ArticleViewProps {
  readonly article: PublicArticle;
  readonly locale: Locale;
  /** Its target countries and purposes by name, linked to their landing pages where there is one. */
  readonly targets: readonly ArticleLink[];
  readonly messages: ArticleViewMessages;
}

/**
 * One article (docs/product.md, "Articles"): title, author, date, "checked by … on …", cover, its sanitized
 * HTML, tags, targets and its other languages. Rendered to HTML by the build (no client code) and by the live
 * view of an article published since the build.
 */
export function ArticleView({ article, locale, targets, messages }: ArticleViewProps) {
  const t = createTranslator(messages);
  return (
    <article className="article" lang={article.locale}>
      <h1 className="article__title">{article.title}</h1>
      <p className="article__meta">
        <span>{t('articles.by', { name: article.author })}</span>
        <span>{t('articles.published', { date: dateText(article.published_at, locale, UTC, 'long') })}</span>
      </p>
      <p className="article__checked" data-testid="article-checked">
        {t('articles.checked', { name: article.checked_by, date: calendarDayText(article.checked_on, locale, 'long') })}
      </p>
      {article.cover && <img className="article__cover" src={article.cover} alt="" width={1600} height={900} />}
      <p className="article__summary">{article.summary}</p>
      <div className="article__body" dangerouslySetInnerHTML={{ __html: article.html }} />
      {targets.length > 0 && (
        <nav className="article__links" aria-label={t('articles.targets')}>
          <h2>{t('articles.targets')}</h2>
          <ul>
            {targets.map((target) => (
              <li key={target.href}>
                <a href={target.href}>{target.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {article.tags.length > 0 && (
        <p className="article__tags">
          <span>{t('articles.tags')}:</span>
          {article.tags.map((tag) => (
            <span key={tag} className="article__tag">
              {tag}
            </span>
          ))}
        </p>
      )}
      {article.translations.length > 0 && (
        <p className="article__languages" data-testid="article-languages">
          <span>{t('articles.languages')}:</span>
          {article.translations.map((version) => (
            <a
              key={version.id}
              href={articleUrl(version.locale, version.section, version.slug)}
              hrefLang={version.locale}
              lang={version.locale}
            >
              {t(`articles.language.${version.locale}`)}
            </a>
          ))}
        </p>
      )}
    </article>
  );
}
