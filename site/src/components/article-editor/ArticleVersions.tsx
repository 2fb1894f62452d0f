import { useStore } from '@nanostores/react';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { adminUrl } from '@/components/company-account/shared/paths';
import type { Translate } from '@/i18n/format';
import type { ArticleEditor } from './article-store';
import type { ArticleKey } from './messages';

/** The saved article's other languages: each version opened here, or a link to write a missing one. */
export function ArticleVersions({
  editor,
  locale,
  t,
}: {
  editor: ArticleEditor;
  locale: Locale;
  t: Translate<ArticleKey>;
}) {
  const saved = useStore(editor.$saved);
  if (!saved) return null;
  const others = LOCALES.filter((language) => language !== saved.locale);
  return (
    <section className="admin-card articles-versions" aria-labelledby="articles-versions-title">
      <h2 id="articles-versions-title" className="admin-card__title">
        {t('admin.articles.versions_title')}
      </h2>
      <ul className="articles-versions__list">
        {others.map((language) => {
          const version = saved.translations.find((candidate) => candidate.locale === language);
          const name = t(`admin.articles.language.${language}`);
          return (
            <li key={language}>
              {version ? (
                <a href={adminUrl(locale, 'article', { id: version.id })} hrefLang={language}>
                  {name}: {version.title} ({t(`admin.articles.state.${version.state}`)})
                </a>
              ) : (
                <>
                  <span className="admin-note">{t('admin.articles.version_missing', { language: name })}</span>{' '}
                  <a href={adminUrl(locale, 'article', { translation_of: saved.id })}>
                    {t('admin.articles.translate', { language: name })}
                  </a>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
