import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { useIsland } from '@/kit/react';
import { ServiceDetails } from '@/components/catalogue/ServiceDetails';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LocaleTabs } from '../shared/LocaleTabs';
import { sendToSignIn } from '../shared/session';
import type { PreviewMessages } from './messages';
import { createServicePreview } from './preview-store';
import { servicesListUrl, wizardUrl } from './service-navigation';
import '@/components/account/account.css';
import '../shared/admin.css';
import './services.css';

export interface ServicePreviewProps {
  readonly locale: Locale;
  readonly messages: PreviewMessages;
}

/**
 * The preview of a service (`/admin/services/preview/?uuid=…&locale=…`): its
 * draft, else its approved version, as the public page would show it
 * (GET /v1/account/service/preview/{uuid}), under a banner that says so.
 */
export default function ServicePreview({ locale, messages }: ServicePreviewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const preview = useIsland(() =>
    createServicePreview({
      locale,
      replace: (url) => window.history.replaceState(null, '', url),
      toSignIn: () => sendToSignIn(locale),
    }),
  );
  const view = useStore(preview.loader.$state);
  const { uuid, language } = useStore(preview.$shown);

  // The service and language are read from the address once the island runs (the page is static).
  useEffect(() => {
    void preview.start(window.location.search);
    return preview.cancel;
  }, [preview]);

  const back = (
    <p className="services__links">
      {uuid && (
        <a className="account-button account-button--secondary" href={wizardUrl(locale, { uuid, step: 1 })}>
          {t('services.preview.edit')}
        </a>
      )}
      <a className="account-button account-button--quiet" href={servicesListUrl(locale)}>
        {t('services.preview.to_list')}
      </a>
    </p>
  );

  if (view.status === 'loading') return <Loading text={t('services.preview.loading')} />;
  if (view.status === 'failed') return <LoadFailed error={view.error} t={t} onRetry={() => void preview.retry()} />;
  const service = view.data;
  if (service === null)
    return (
      <div className="account-result">
        <FormAlert>{t('services.preview.not_found')}</FormAlert>
        {back}
      </div>
    );

  return (
    <div className="service-preview">
      <div className="service-preview__banner" role="note">
        <p className="service-preview__banner-title">{t('services.preview.banner')}</p>
        <p>{t('services.preview.banner_text')}</p>
        <LocaleTabs
          value={language}
          filled={service.filled_locales}
          onChange={(next) => void preview.choose(next)}
          messages={messages}
        />
        {back}
      </div>
      <div lang={language}>
        <ServiceDetails service={service} locale={locale} t={t} />
      </div>
    </div>
  );
}
