import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { useIsland } from '@/kit/react';
import { CompanyDetails } from '@/components/catalogue/CompanyDetails';
import { ServiceDetails } from '@/components/catalogue/ServiceDetails';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LocaleTabs } from '../company-account/shared/LocaleTabs';
import { adminUrl } from '../company-account/shared/paths';
import { sendToSignIn } from '../company-account/shared/session';
import type { StaffPreviewMessages } from './messages';
import { createStaffPreview, type StaffPreviewPage } from './preview-store';
import '../account/account.css';
import '../company-account/shared/admin.css';
import './moderation.css';

export interface StaffPreviewProps {
  readonly locale: Locale;
  readonly messages: StaffPreviewMessages;
}

/**
 * What a moderator opens from an item waiting for moderation
 * (`/admin/moderation/preview/?kind=&uuid=&locale=`): the company's or
 * service's draft (else approved version) as its public page would show it,
 * under a banner that says so, with tabs for the other languages.
 */
export default function StaffPreview({ locale, messages }: StaffPreviewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const preview = useIsland(() =>
    createStaffPreview({
      locale,
      replace: (url) => window.history.replaceState(null, '', url),
      toSignIn: () => sendToSignIn(locale),
    }),
  );
  const state = useStore(preview.loader.$state);
  const { language } = useStore(preview.$shown);

  // What to show is read from the address once the island runs (the page is static).
  useEffect(() => {
    void preview.start(window.location.search);
    return preview.cancel;
  }, [preview]);

  const back = { href: adminUrl(locale, 'moderation'), label: t('admin.moderation.preview_back') };
  const backLink = (
    <p>
      <a href={back.href}>{back.label}</a>
    </p>
  );
  if (state.status === 'loading') return <Loading text={t('admin.moderation.preview_loading')} />;
  if (state.status === 'failed')
    return (
      <>
        <LoadFailed error={state.error} t={t} onRetry={() => void preview.retry()} />
        {backLink}
      </>
    );
  if (state.data === null)
    return (
      <div className="account-result">
        <FormAlert>{t('admin.moderation.preview_missing')}</FormAlert>
        {backLink}
      </div>
    );

  const shown: StaffPreviewPage = state.data;
  const filled = shown.kind === 'company' ? shown.page.company.filled_locales : shown.page.filled_locales;
  return (
    <div className="moderation-preview">
      <div className="moderation-preview__banner" role="note">
        <p>{t('admin.moderation.preview_banner', { language: t(`admin.locale.${language}`) })}</p>
        {shown.kind === 'company' && shown.page.not_public > 0 && (
          <p>{t('admin.moderation.preview_not_public', { count: shown.page.not_public })}</p>
        )}
        <LocaleTabs
          value={language}
          filled={filled}
          onChange={(next) => void preview.choose(next)}
          messages={messages}
        />
        {shown.kind === 'service' && backLink}
      </div>
      <div lang={language}>
        {shown.kind === 'company' ? (
          <CompanyDetails
            company={shown.page.company}
            services={shown.page.services}
            locale={locale}
            t={t}
            back={back}
          />
        ) : (
          <ServiceDetails service={shown.page} locale={locale} t={t} />
        )}
      </div>
    </div>
  );
}
