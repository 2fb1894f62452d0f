import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { previewService } from '@migralink/shared/api/service-account';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { $auth } from '@/stores/auth';
import { describeError, problemText } from '@/kit/problems';
import { FormAlert, FormStatus, RetryAlert } from '@/kit/fields';
import { useHydrated } from '@/kit/react';
import { ServiceDetails } from '@/components/catalogue/ServiceDetails';
import { LocaleTabs } from '../shared/LocaleTabs';
import { localeFromQuery } from '../shared/paths';
import { sendToSignIn } from '../shared/session';
import { useLoad } from '@/kit/react';
import type { PreviewMessages } from './messages';
import { readWizardLocation, servicePreviewUrl, servicesListUrl, wizardUrl } from './service-navigation';
import '@/components/account/account.css';
import '../shared/admin.css';
import './services.css';

export interface ServicePreviewProps {
  readonly locale: Locale;
  readonly messages: PreviewMessages;
}

/** The preview in a language; null when there is no such service of the company (or no uuid at all). */
async function loadPreview(uuid: string | undefined, language: Locale): Promise<ServicePage | null> {
  if (!uuid) return null;
  try {
    return (await callChecked(previewService, { params: { uuid }, query: { locale: language } })).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

interface Shown {
  readonly uuid: string | undefined;
  readonly language: Locale;
}

/**
 * The preview of a service (`/admin/services/preview/?uuid=…&locale=…`): its
 * draft, else its approved version, as the public page would show it
 * (GET /v1/account/service/preview/{uuid}), under a banner that says so.
 */
export default function ServicePreview({ locale, messages }: ServicePreviewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const hydrated = useHydrated();
  const signedIn = useStore($auth).token !== null;
  // Read from the address once the island runs (the page is static).
  const [shown, setShown] = useState<Shown | null>(null);
  const toSignIn = useCallback(() => sendToSignIn(locale), [locale]);
  const load = useMemo(
    () => (shown && signedIn ? () => loadPreview(shown.uuid, shown.language) : undefined),
    [shown, signedIn],
  );
  const { state: view, retry } = useLoad(load, toSignIn);
  const uuid = shown?.uuid;
  const language = shown?.language ?? locale;

  useEffect(() => {
    if (!hydrated) return;
    const { search } = window.location;
    setShown({ uuid: readWizardLocation(search).uuid, language: localeFromQuery(search) ?? locale });
  }, [hydrated, locale]);

  const choose = (next: Locale) => {
    setShown({ uuid, language: next });
    if (uuid) window.history.replaceState(null, '', servicePreviewUrl(locale, uuid, next));
  };

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

  if (!hydrated || view.status === 'loading') return <FormStatus>{t('services.preview.loading')}</FormStatus>;
  if (view.status === 'failed')
    return (
      <RetryAlert
        message={problemText(t, describeError(view.error, { fields: [] }).general)}
        retryLabel={t('common.retry')}
        onRetry={retry}
      />
    );
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
        <LocaleTabs value={language} filled={service.filled_locales} onChange={choose} messages={messages} />
        {back}
      </div>
      <div lang={language}>
        <ServiceDetails service={service} locale={locale} t={t} />
      </div>
    </div>
  );
}
