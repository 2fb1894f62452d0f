import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { ServiceListItem } from '@migralink/shared/schemas/service-account';
import { createTranslator, type Translate } from '@/i18n/format';
import { $auth } from '@/stores/auth';
import { priceText } from '@/components/catalogue/company-view';
import { describeError, isSessionExpired, problemText } from '@/kit/problems';
import { FormStatus, RetryAlert } from '@/kit/fields';
import { useHydrated } from '@/kit/react';
import { ModerationBar } from '../shared/ModerationBar';
import { sendToSignIn } from '../shared/session';
import type { ServicesKey, ServicesMessages } from './messages';
import { servicePreviewUrl, wizardUrl } from './service-navigation';
import {
  $createFirstService,
  $services,
  loadServices,
  setServicePublished,
  submitServiceForModeration,
} from './services-store';
import '@/components/account/account.css';
import '../shared/admin.css';
import './services.css';

export interface ServicesAppProps {
  readonly locale: Locale;
  readonly messages: ServicesMessages;
}

/**
 * The company's services (GET /v1/account/services): each with its price,
 * country, languages and moderation state, and the owner's actions. An empty
 * list opens the wizard for the first service (spec §4).
 */
export default function ServicesApp({ locale, messages }: ServicesAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const hydrated = useHydrated();
  const { token } = useStore($auth);
  const state = useStore($services);
  const createFirst = useStore($createFirstService);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (hydrated && token) void loadServices();
  }, [hydrated, token, attempt]);

  useEffect(() => {
    if (state.status === 'failed' && isSessionExpired(state.error)) sendToSignIn(locale);
  }, [state, locale]);

  useEffect(() => {
    if (createFirst) window.location.replace(wizardUrl(locale));
  }, [createFirst, locale]);

  const newService = (
    <a className="account-button account-button--primary services__new" href={wizardUrl(locale)}>
      {t('services.new')}
    </a>
  );

  if (!hydrated || state.status === 'loading') return <FormStatus>{t('services.loading')}</FormStatus>;
  if (state.status === 'failed')
    return (
      <RetryAlert
        message={problemText(t, describeError(state.error, { fields: [] }).general)}
        retryLabel={t('common.retry')}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  if (createFirst) return <FormStatus>{t('services.redirecting')}</FormStatus>;

  return (
    <div className="services">
      <div className="services__toolbar">
        <p className="admin-note">{t('services.count', { count: state.items.length })}</p>
        {newService}
      </div>
      <ul className="services__list" aria-label={t('services.list_label')}>
        {state.items.map((item) => (
          <ServiceRow key={item.uuid} item={item} locale={locale} t={t} messages={messages} />
        ))}
      </ul>
    </div>
  );
}

function ServiceRow({
  item,
  locale,
  t,
  messages,
}: {
  readonly item: ServiceListItem;
  readonly locale: Locale;
  readonly t: Translate<ServicesKey>;
  readonly messages: ServicesMessages;
}) {
  const name = item.name.trim() || t('services.untitled');
  const titleId = `service-${item.uuid}`;
  const price = priceText(item, locale);
  return (
    <li className="admin-card services__item" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card__title">
        {name}
      </h2>
      <dl className="services__facts">
        <div>
          <dt>{t('services.country')}</dt>
          <dd>{item.country?.name ?? t('services.no_country')}</dd>
        </div>
        <div>
          <dt>{t('services.price')}</dt>
          <dd>{price ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('services.languages')}</dt>
          <dd>
            {item.filled_locales.length
              ? item.filled_locales.map((code) => t(`admin.locale.${code}`)).join(', ')
              : t('services.no_languages')}
          </dd>
        </div>
      </dl>
      <p className="services__links">
        <a className="account-button account-button--secondary" href={wizardUrl(locale, { uuid: item.uuid, step: 1 })}>
          {t('services.edit')}
          <span className="visually-hidden"> {name}</span>
        </a>
        <a className="account-button account-button--quiet" href={servicePreviewUrl(locale, item.uuid)}>
          {t('services.open_preview')}
          <span className="visually-hidden"> {name}</span>
        </a>
      </p>
      <ModerationBar
        state={item}
        locale={locale}
        onSubmit={() => submitServiceForModeration(item.uuid)}
        onPublish={() => setServicePublished(item.uuid, true)}
        onUnpublish={() => setServicePublished(item.uuid, false)}
        messages={messages}
      />
    </li>
  );
}
