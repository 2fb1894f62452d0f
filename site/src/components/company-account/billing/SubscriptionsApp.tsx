import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { RETURN_PARAMETER } from '@migralink/shared/account-pages';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { Loading } from '@/kit/load-state';
import { queryParam, useIsland } from '@/kit/react';
import { createPlanCheckout } from '@/components/tariffs/plan-checkout-store';
import { signOut } from '@/stores/auth';
import { accountUrl, loginUrl } from '@/urls/account-paths';
import { adminUrl } from '../shared/paths';
import { sendToSignIn } from '../shared/session';
import { billingFormat } from './billing-format';
import { CurrentPlan } from './CurrentPlan';
import type { SubscriptionsMessages } from './messages';
import { PlanChoices } from './PlanChoices';
import { SettlementNotice } from './SettlementNotice';
import { SubscriptionHistory } from './SubscriptionHistory';
import { createSubscriptions } from './subscriptions-store';
import '@/kit/form.css';
import '../shared/admin.css';
import './billing.css';
import { useSignedInRole } from '@/components/company-account/shared/use-role';

export interface SubscriptionsAppProps {
  readonly locale: Locale;
  readonly messages: SubscriptionsMessages;
}

/** The parameter Stripe's checkout comes back with. */
const SESSION_PARAMETER = 'session_id';

/** Takes the checkout's id (and where to go after it) out of the address: a reload or a bookmark does not settle it again. */
function forgetSession(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(SESSION_PARAMETER);
  url.searchParams.delete(RETURN_PARAMETER);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The company's subscription: the outcome of a checkout it is back from
 * (`?session_id=`), its current plan with "Manage billing", and its history.
 * For company accounts; on the free plan, the paid plans to choose from, here
 * in the account.
 */
export default function SubscriptionsApp({ locale, messages }: SubscriptionsAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const format = useMemo(() => billingFormat(locale), [locale]);
  const tariffsUrl = accountUrl(locale, 'tariffs');
  const signInUrl = loginUrl(locale, adminUrl(locale, 'subscriptions'));
  const subscriptions = useIsland(() =>
    createSubscriptions({
      onSessionExpired: () => sendToSignIn(locale),
      forgetSession,
      open: (url) => window.location.assign(url),
      redirect: (url) => window.location.replace(url),
    }),
  );
  const checkout = useIsland(() =>
    createPlanCheckout({
      role: () => 'company',
      go: (url) => window.location.assign(url),
      signInUrl: () => signInUrl,
      signOut,
    }),
  );
  const returning = useStore(subscriptions.$returning);
  const role = useSignedInRole();
  const allowed = role === 'company';

  useEffect(() => {
    if (!allowed) return;
    void subscriptions.start(queryParam(SESSION_PARAMETER), queryParam(RETURN_PARAMETER));
    return subscriptions.dispose;
  }, [allowed, subscriptions]);

  if (role !== undefined && !allowed) return <FormStatus>{t('admin.subscriptions.not_allowed')}</FormStatus>;
  if (!allowed) return <Loading text={t('admin.subscriptions.loading')} />;
  if (returning)
    return (
      <div className="billing">
        <SettlementNotice subscriptions={subscriptions} t={t} />
        <FormStatus>{t('admin.subscriptions.returning')}</FormStatus>
      </div>
    );
  return (
    <div className="billing">
      <p className="admin-note">{t('admin.subscriptions.lead')}</p>
      <SettlementNotice subscriptions={subscriptions} t={t} />
      <CurrentPlan subscriptions={subscriptions} format={format} tariffsUrl={tariffsUrl} t={t} />
      <PlanChoices subscriptions={subscriptions} checkout={checkout} locale={locale} tariffsUrl={tariffsUrl} t={t} />
      <SubscriptionHistory subscriptions={subscriptions} format={format} t={t} />
    </div>
  );
}
