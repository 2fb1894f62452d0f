import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { AdvertisementsInit } from '@migralink/shared/schemas/billing';
import { createTranslator, type Translate } from '@/i18n/format';
import { moneyText } from '@/i18n/money';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { DateField } from '@/kit/controls';
import { useFocusFirstInvalid, useForm, useHydrated, useIsland } from '@/kit/react';
import { LoadFailed, Loading } from '@/kit/load-state';
import { sendToSignIn } from '../shared/session';
import type { NewAdvertisementKey, NewAdvertisementMessages } from './messages';
import { createNewAdvertisement, type NewAdvertisement } from './new-advertisement-store';
import { advertisingUrl } from './paths';
import { QuotePanel } from './QuotePanel';
import { SlotRows } from './SlotRows';
import '../../account/account.css';
import '../shared/admin.css';
import './advertising.css';
import { useSignedInRole } from '@/components/company-account/shared/use-role';

export interface NewAdvertisementAppProps {
  readonly locale: Locale;
  readonly messages: NewAdvertisementMessages;
}

type T = Translate<NewAdvertisementKey>;

/** The form: slots, UTC dates, the server's price, "Pay" (which leaves for the checkout). */
function AdvertisementForm({
  store,
  lists,
  locale,
  t,
}: {
  readonly store: NewAdvertisement;
  readonly lists: AdvertisementsInit;
  readonly locale: Locale;
  readonly t: T;
}) {
  const element = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const { busy, general, state, bind } = useForm(store.form, t);
  useFocusFirstInvalid(element, state);
  const dates = (name: 'starts_on' | 'ends_on') => ({
    ...bind(name),
    onChange: (day: string) => store.setDate(name, day),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.pay();
  };
  return (
    <form ref={element} className="ads-form" method="post" noValidate onSubmit={submit}>
      <p className="admin-note">
        {t('admin.advertising.new_lead')}{' '}
        {t('admin.advertising.rate', { rate: moneyText(lists.daily_rate, lists.currency, locale, 'always') })}
      </p>
      {general && <FormAlert>{general}</FormAlert>}
      <SlotRows store={store} lists={lists} error={bind('slots').error} t={t} />
      <div className="ads-form__dates">
        <DateField {...dates('starts_on')} label={t('admin.advertising.starts_on')} />
        <DateField
          {...dates('ends_on')}
          label={t('admin.advertising.ends_on')}
          hint={t('admin.advertising.dates_hint', { max: lists.max_days })}
        />
      </div>
      <QuotePanel store={store} locale={locale} t={t} />
      <div className="ads-form__actions">
        <SubmitButton
          busy={busy}
          disabled={!hydrated}
          label={t('admin.advertising.pay')}
          busyLabel={t('admin.advertising.paying')}
        />
        <a className="account-button account-button--quiet" href={advertisingUrl(locale)}>
          {t('admin.advertising.back')}
        </a>
      </div>
    </form>
  );
}

/**
 * Creating an advertisement (company accounts): what it can target comes from
 * the API, then the form. Where the owner lands with no advertisement yet, and
 * where a cancelled checkout comes back to.
 */
export default function NewAdvertisementApp({ locale, messages }: NewAdvertisementAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() =>
    createNewAdvertisement({
      onSessionExpired: () => sendToSignIn(locale),
      go: (url) => window.location.assign(url),
    }),
  );
  const init = useStore(store.init.$state);
  const role = useSignedInRole();
  const allowed = role === 'company';

  useEffect(() => {
    if (!allowed) return;
    void store.start();
    return store.dispose;
  }, [allowed, store]);

  if (role !== undefined && !allowed) return <FormStatus>{t('admin.advertising.not_allowed')}</FormStatus>;
  if (!allowed || init.status === 'loading') return <Loading text={t('admin.advertising.loading_form')} />;
  if (init.status === 'failed') {
    if (init.error instanceof ApiError && init.error.status === 404) {
      return <p className="admin-note">{t('admin.advertising.no_company')}</p>;
    }
    return <LoadFailed error={init.error} t={t} onRetry={() => void store.retryInit()} />;
  }
  return <AdvertisementForm store={store} lists={init.data} locale={locale} t={t} />;
}
