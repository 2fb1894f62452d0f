import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { SitePageLine } from '@migralink/shared/schemas/site-pages';
import type { SitePageKind } from '@migralink/shared/site-pages/pages';
import { adminUrl } from '@/components/company-account/shared/paths';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { calendarDayText } from '@/i18n/dates';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { useDateFormat, useIsland } from '@/kit/react';
import type { SitePagesKey, SitePagesMessages } from './messages';
import { createSitePageList } from './site-pages-store';
import '@/components/account/account.css';
import '@/components/company-account/shared/admin.css';
import './site-page-editor.css';

export interface SitePagesAppProps {
  readonly locale: Locale;
  readonly messages: SitePagesMessages;
}

/** Who edits these pages (`STAFF_SCREENS.sitePages`); admins pass every role check. */
export const editsSitePages = (role: string | undefined) => role === 'content_manager' || role === 'admin';

type Shared = 'admin.site_pages.contacts_title' | `admin.site_pages.kind.${SitePageKind}`;

/** What a page is called in the screens: its title, or for the contacts page what it holds. */
export const pageTitle = (
  page: { kind: SitePageKind; title?: string | null; content?: object },
  t: Translate<Shared>,
) =>
  page.kind === 'contacts'
    ? t('admin.site_pages.contacts_title')
    : (page.title ?? (page.content as { title?: string } | undefined)?.title ?? '');

function PageLine({ page, locale, t }: { page: SitePageLine; locale: Locale; t: Translate<SitePagesKey> }) {
  const formatDate = useDateFormat(locale);
  const title = pageTitle(page, t);
  const language = t(`admin.site_pages.language.${page.locale}`);
  const query = { kind: page.kind, slug: page.slug, locale: page.locale };
  return (
    <li className="admin-card site-pages-line">
      <div className="admin-intro site-pages-line__head">
        <span className="site-pages-line__title" lang={page.kind === 'contacts' ? undefined : page.locale}>
          {title}
        </span>
        <span className="admin-badge">{t(`admin.site_pages.kind.${page.kind}`)}</span>
      </div>
      <p className="admin-note">
        {language}
        {page.checked_on &&
          ` · ${t('admin.site_pages.checked', { date: calendarDayText(page.checked_on, locale) })}`} ·{' '}
        {page.updated_at
          ? t('admin.site_pages.edited', { date: formatDate(page.updated_at) })
          : t('admin.site_pages.first_edition')}
      </p>
      <a
        className="account-button account-button--secondary"
        href={adminUrl(locale, 'sitePage', query)}
        aria-label={t('admin.site_pages.open_named', { title, language })}
      >
        {t('admin.site_pages.open')}
      </a>
    </li>
  );
}

/** Staff's pages (`/admin/site-pages/`): every programme, webinar and contacts page in every language. */
export default function SitePagesApp({ locale, messages }: SitePagesAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() => createSitePageList({ onSessionExpired: () => sendToSignIn(locale) }));
  const load = useStore(store.loader.$state);
  const role = useSignedInRole();
  useEffect(() => {
    if (editsSitePages(role)) void store.start();
  }, [role, store]);

  if (role !== undefined && !editsSitePages(role)) return <FormStatus>{t('admin.site_pages.not_staff')}</FormStatus>;
  return (
    <div className="site-pages-admin">
      <p className="admin-note">{t('admin.site_pages.lead')}</p>
      {(role === undefined || load.status === 'loading') && <Loading text={t('admin.site_pages.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void store.loader.retry()} />}
      {load.status === 'ready' && (
        <ol className="admin-list">
          {load.data.map((page) => (
            <PageLine key={`${page.kind}/${page.slug}/${page.locale}`} page={page} locale={locale} t={t} />
          ))}
        </ol>
      )}
    </div>
  );
}
