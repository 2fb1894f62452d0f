import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import { PAID_PACKAGES } from '@migralink/shared/prices';
import type { PlanOffer } from '@migralink/shared/schemas/billing';
import type { CheckoutState, PlanCheckout } from '@/components/tariffs/plan-checkout-store';
import type { Translate } from '@/i18n/format';
import { moneyText } from '@/i18n/money';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { problemText } from '@/kit/problems';
import type { SubscriptionsKey } from './messages';
import type { Subscriptions } from './subscriptions-store';

type T = Translate<SubscriptionsKey>;

interface ChoicesProps {
  readonly subscriptions: Subscriptions;
  readonly checkout: PlanCheckout;
  readonly locale: Locale;
  readonly tariffsUrl: string;
  readonly t: T;
}

/** What a press of "Choose" came to, when it did not leave for the payment page. */
function CheckoutMessage({ state, t }: { readonly state: CheckoutState; readonly t: T }) {
  if (state.phase === 'starting' || state.phase === 'leaving') return <FormStatus>{t('tariffs.buying')}</FormStatus>;
  if (state.phase === 'conflict') return <FormAlert>{state.message || t('tariffs.conflict')}</FormAlert>;
  if (state.phase === 'failed' && state.problem) return <FormAlert>{problemText(t, state.problem)}</FormAlert>;
  return null;
}

/** One paid plan: its name, its limits, and a "Choose" per period with its price in the visitor's currency. */
function Offer({
  offer,
  checkout,
  locale,
  t,
}: { readonly offer: PlanOffer } & Omit<ChoicesProps, 'subscriptions' | 'tariffsUrl'>) {
  const state = useStore(checkout.$state);
  const busy = ['starting', 'leaving', 'signing_in', 'opening_billing'].includes(state.phase);
  const paid = PAID_PACKAGES.find((each) => each === offer.id);
  if (!paid) return null;
  const plan = t(`admin.plan.${paid}`);
  const { published_services: services, locales } = offer.limits;
  return (
    <li className="admin-card billing-offer" aria-labelledby={`billing-offer-${offer.id}`}>
      <h3 id={`billing-offer-${offer.id}`} className="billing-offer__name">
        {plan}
      </h3>
      <p className="admin-note">
        {t('admin.plans.row', {
          plan,
          services: services === null ? t('admin.plans.unlimited') : String(services),
          languages: locales === null ? t('admin.plans.all_languages') : String(locales),
        })}
      </p>
      <p className="billing-offer__actions">
        {offer.prices.map((price, index) => (
          <button
            key={price.period}
            type="button"
            className={`account-button account-button--${index === 0 ? 'primary' : 'secondary'}`}
            disabled={busy}
            onClick={() => void checkout.buy({ package: paid, period: price.period })}
          >
            {t('admin.subscriptions.choose', {
              plan,
              price: t(`tariffs.price.per_${price.period}`, {
                amount: moneyText(price.total_price, price.currency, locale),
              }),
            })}
          </button>
        ))}
      </p>
    </li>
  );
}

/**
 * On the free plan, the paid plans to choose from, here in the account (the
 * public tariffs page compares them in detail): "Choose" starts the plan's
 * checkout, which comes back to this screen once paid.
 */
export function PlanChoices({ subscriptions, checkout, locale, tariffsUrl, t }: ChoicesProps) {
  const plan = useStore(subscriptions.plan.$state);
  const state = useStore(checkout.$state);
  if (plan.status !== 'ready' || plan.data.current.package !== 'basic') return null;
  const offers = plan.data.packages.filter((offer) => offer.prices.length > 0);
  if (offers.length === 0) return null;
  return (
    <section className="billing-choose" aria-labelledby="billing-choose">
      <h2 id="billing-choose" className="billing-section__title">
        {t('admin.subscriptions.choose_title')}
      </h2>
      <ul className="billing-offers">
        {offers.map((offer) => (
          <Offer key={offer.id} offer={offer} checkout={checkout} locale={locale} t={t} />
        ))}
      </ul>
      <CheckoutMessage state={state} t={t} />
      <p>
        <a href={tariffsUrl}>{t('admin.subscriptions.compare')}</a>
      </p>
    </section>
  );
}
