import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { adminUrl } from '@/components/company-account/shared/paths';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { createTranslator } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { queryParam, useDateFormat, useIsland } from '@/kit/react';
import { SitePageForm } from './SitePageForm';
import { editsSitePages, pageTitle } from './SitePagesApp';
import type { SitePageMessages } from './messages';
import { createSitePageEditor, sitePageAddress } from './site-page-store';
import '@/components/account/account.css';
import '@/components/company-account/shared/admin.css';
import './site-page-editor.css';

export interface SitePageAppProps {
  readonly locale: Locale;
  readonly messages: SitePageMessages;
}

/**
 * One page in one language (`/admin/site-pages/edit/?kind=&slug=&locale=`; docs/product.md, "Programme, webinar
 * and contacts pages"): its form, saved for the next site build, and a link to the public page.
 */
export default function SitePageApp({ locale, messages }: SitePageAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const editor = useIsland(() => createSitePageEditor({ onSessionExpired: () => sendToSignIn(locale) }));
  const load = useStore(editor.loader.$state);
  const role = useSignedInRole();
  const formatDate = useDateFormat(locale);
  const address = useMemo(
    () => (role ? sitePageAddress(queryParam('kind'), queryParam('slug'), queryParam('locale')) : undefined),
    [role],
  );
  useEffect(() => {
    if (editsSitePages(role) && address) void editor.start(address);
  }, [role, editor, address]);

  if (role !== undefined && !editsSitePages(role)) return <FormStatus>{t('admin.site_pages.not_staff')}</FormStatus>;
  return (
    <div className="site-pages-admin">
      <a className="site-pages-back" href={adminUrl(locale, 'sitePages')}>
        ← {t('admin.site_pages.back')}
      </a>
      {role !== undefined && !address && <FormStatus>{t('admin.site_pages.unknown')}</FormStatus>}
      {(role === undefined || (address && load.status === 'loading')) && (
        <Loading text={t('admin.site_pages.loading')} />
      )}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void editor.loader.retry()} />}
      {load.status === 'ready' && (
        <>
          <div className="admin-intro">
            <h2 className="site-pages-heading">
              <span lang={load.data.kind === 'contacts' ? undefined : load.data.locale}>{pageTitle(load.data, t)}</span>{' '}
              · {t(`admin.site_pages.language.${load.data.locale}`)}
            </h2>
            <p className="admin-note">
              {load.data.updated_at
                ? t('admin.site_pages.edited', { date: formatDate(load.data.updated_at) })
                : t('admin.site_pages.first_edition')}
              . {t('admin.site_pages.build_note')}
            </p>
          </div>
          <SitePageForm editor={editor} t={t} />
        </>
      )}
    </div>
  );
}
