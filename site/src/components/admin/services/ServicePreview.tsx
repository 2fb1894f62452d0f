import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { previewService } from '@migralink/shared/api/service-account';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '../../../api/checked';
import { createTranslator } from '../../../i18n/format';
import { $auth } from '../../../stores/auth';
import { describeError, isSessionExpired, problemText } from '../../account/problems';
import { FormAlert, FormStatus, RetryAlert } from '../../account/ui';
import { useHydrated } from '../../account/use-request';
import { LocaleTabs } from '../shared/LocaleTabs';
import { sendToSignIn } from '../shared/session';
import type { PreviewMessages } from './messages';
import {
  previewLanguage,
  readWizardLocation,
  servicePreviewUrl,
  servicesListUrl,
  wizardUrl,
} from './service-navigation';
import { ServiceView } from './ServiceView';
import '../../account/account.css';
import '../shared/admin.css';
import './services.css';

export interface ServicePreviewProps {
  readonly locale: Locale;
  readonly messages: PreviewMessages;
}

type ViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'ready'; readonly service: ServicePage };

/**
 * The preview of a service (`/admin/services/preview/?uuid=…&locale=…`): its
 * draft, else its approved version, as the public page would show it
 * (GET /v1/account/service/preview/{uuid}), under a banner that says so.
 */
export default function ServicePreview({ locale, messages }: ServicePreviewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const hydrated = useHydrated();
  const signedIn = useStore($auth).token !== null;
  const [uuid, setUuid] = useState<string | undefined>(undefined);
  const [language, setLanguage] = useState<Locale>(locale);
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<ViewState>({ status: 'loading' });

  useEffect(() => {
    if (!hydrated) return;
    setUuid(readWizardLocation(window.location.search).uuid);
    setLanguage(previewLanguage(window.location.search) ?? locale);
  }, [hydrated, locale]);

  useEffect(() => {
    if (!hydrated || !signedIn) return;
    if (!uuid) {
      setView({ status: 'missing' });
      return;
    }
    let current = true;
    setView({ status: 'loading' });
    callChecked(previewService, { params: { uuid }, query: { locale: language } })
      .then(({ data }) => current && setView({ status: 'ready', service: data }))
      .catch((error: unknown) => {
        if (!current) return;
        if (isSessionExpired(error)) sendToSignIn(locale);
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 422);
        setView(missing ? { status: 'missing' } : { status: 'failed', error });
      });
    return () => {
      current = false;
    };
  }, [hydrated, signedIn, uuid, language, attempt, locale]);

  const choose = (next: Locale) => {
    setLanguage(next);
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
  if (view.status === 'missing')
    return (
      <div className="account-result">
        <FormAlert>{t('services.preview.not_found')}</FormAlert>
        {back}
      </div>
    );
  if (view.status === 'failed')
    return (
      <RetryAlert
        message={problemText(t, describeError(view.error, { fields: [] }).general)}
        retryLabel={t('common.retry')}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );

  return (
    <div className="service-preview">
      <div className="service-preview__banner" role="note">
        <p className="service-preview__banner-title">{t('services.preview.banner')}</p>
        <p>{t('services.preview.banner_text')}</p>
        <LocaleTabs value={language} filled={view.service.filled_locales} onChange={choose} messages={messages} />
        {back}
      </div>
      <div lang={language}>
        <ServiceView service={view.service} locale={locale} t={t} />
      </div>
    </div>
  );
}
