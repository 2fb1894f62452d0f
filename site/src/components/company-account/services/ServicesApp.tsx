import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { ServiceListItem } from '@migralink/shared/schemas/service-account';
import { createTranslator, type Translate } from '@/i18n/format';
import { priceText } from '@/components/catalogue/company-view';
import { FormStatus } from '@/kit/alerts';
import { useIsland } from '@/kit/react';
import { LoadFailed, Loading } from '@/kit/load-state';
import { ModerationBar } from '../shared/ModerationBar';
import { PlansNote } from '../shared/PlansNote';
import { PlanSummary } from '../shared/PlanSummary';
import { sendToSignIn } from '../shared/session';
import { Facts, languageNames } from './Facts';
import type { ServicesKey, ServicesMessages } from './messages';
import { servicePreviewUrl, wizardUrl } from './service-navigation';
import { createServicesList, type ServicesList } from './services-store';
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
 * list opens the wizard for the first service (docs/product.md, "Redirects").
 */
export default function ServicesApp({ locale, messages }: ServicesAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const list = useIsland(() =>
    createServicesList({
      locale,
      replace: (url) => window.location.replace(url),
      toSignIn: () => sendToSignIn(locale),
    }),
  );
  const state = useStore(list.loader.$state);
  const redirecting = useStore(list.$redirecting);

  // Loaded once the island runs: who is signed in is known in the browser only.
  useEffect(() => {
    void list.load();
    return list.cancel;
  }, [list]);

  if (state.status === 'loading') return <Loading text={t('services.loading')} />;
  if (state.status === 'failed') return <LoadFailed error={state.error} t={t} onRetry={() => void list.retry()} />;
  if (redirecting) return <FormStatus>{t('services.redirecting')}</FormStatus>;

  return (
    <div className="services">
      <div className="services__toolbar">
        <p className="admin-note">{t('services.count', { count: state.data.length })}</p>
        <a className="account-button account-button--primary services__new" href={wizardUrl(locale)}>
          {t('services.new')}
        </a>
      </div>
      <PublishedOnPlan list={list} t={t} />
      <ul className="services__list" aria-label={t('services.list_label')}>
        {state.data.map((item) => (
          <ServiceRow key={item.uuid} item={item} list={list} locale={locale} t={t} messages={messages} />
        ))}
      </ul>
    </div>
  );
}

/** How many services are published of what the plan allows, and what each plan includes. */
function PublishedOnPlan({ list, t }: { readonly list: ServicesList; readonly t: Translate<ServicesKey> }) {
  const publishing = useStore(list.$publishing);
  if (!publishing) return null;
  const { plan, published, limit } = publishing;
  const name = t(`admin.plan.${plan}`);
  return (
    <div className="admin-plan-note services__plan">
      <p>
        {limit === Infinity
          ? t('services.plan.published_unlimited', { published, plan: name })
          : t('services.plan.published', { published, limit, plan: name })}
      </p>
      <PlanSummary t={t} />
    </div>
  );
}

/** Why a row's publish button leads to the plans: the plan's number of published services is reached. */
function PublishBlocked({
  list,
  uuid,
  t,
}: {
  readonly list: ServicesList;
  readonly uuid: string;
  readonly t: Translate<ServicesKey>;
}) {
  const publishing = useStore(list.$publishing);
  if (!publishing || publishing.open) return null;
  return (
    <>
      {t('services.plan.publish_full', { plan: t(`admin.plan.${publishing.plan}`), limit: publishing.limit })}
      <PlansNote plans={publishing.plans} t={t} returnTo={list.serviceScreen(uuid)} />
    </>
  );
}

function ServiceRow({
  item,
  list,
  locale,
  t,
  messages,
}: {
  readonly item: ServiceListItem;
  readonly list: ServicesList;
  readonly locale: Locale;
  readonly t: Translate<ServicesKey>;
  readonly messages: ServicesMessages;
}) {
  const name = item.name.trim() || t('services.untitled');
  const open = useStore(list.$publishing)?.open ?? true;
  const titleId = `service-${item.uuid}`;
  return (
    <li className="admin-card services__item" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card__title">
        {name}
      </h2>
      <Facts
        facts={[
          [t('services.country'), item.country?.name ?? t('services.no_country')],
          [t('services.price'), priceText(item, locale) ?? '—'],
          [t('services.languages'), languageNames(item.filled_locales, t, t('services.no_languages'))],
        ]}
      />
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
        onSubmit={() => list.submit(item.uuid)}
        onPublish={() => list.publish(item.uuid)}
        onUnpublish={() => list.unpublish(item.uuid)}
        messages={messages}
        publishBlocked={open ? undefined : <PublishBlocked list={list} uuid={item.uuid} t={t} />}
        onBlockedPublish={() => list.offerPlans(item.uuid)}
      />
    </li>
  );
}
