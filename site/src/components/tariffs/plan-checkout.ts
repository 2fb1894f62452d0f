import { isLocale, DEFAULT_LOCALE, type Locale } from '@migralink/shared/locales';
import { BILLING_PERIODS, PAID_PACKAGES, type BillingPeriod, type PaidPackage } from '@migralink/shared/prices';
import { ACCOUNT_PAGES, accountReturnPath, RETURN_PARAMETER } from '@migralink/shared/account-pages';
import { createTranslator, type Translate } from '@/i18n/format';
import { $auth, signOut } from '@/stores/auth';
import { loginUrl, pageUrl } from '@/urls/account-paths';
import type { CheckoutState, PlanCheckout } from './plan-checkout-store';
import { CHOICE_PARAMETERS, TARIFFS_DATA_ID, type PlanCheckoutMessages, type TariffsData } from './messages';

/**
 * `<plan-checkout data-plan="pro">` around a paid plan's "Choose" button: a
 * few lines on the page. The first press loads the store (the API client and
 * the billing routes' schemas); the period is the page's switch. Until the
 * element is defined the button stays disabled.
 */

const isPlan = (value: unknown): value is PaidPackage => PAID_PACKAGES.some((plan) => plan === value);
const isPeriod = (value: unknown): value is BillingPeriod => BILLING_PERIODS.some((period) => period === value);

const pageLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

/** The period the page's switch shows (radio buttons, which need no script). */
function chosenPeriod(): BillingPeriod {
  const value = document.querySelector<HTMLInputElement>('input[name="period"]:checked')?.value;
  return isPeriod(value) ? value : 'month';
}

/** The account screen the owner came from to buy (`?return_to=`), if it is one. */
const returnTo = (): string | undefined =>
  accountReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAMETER));

let data: TariffsData | undefined;
const pageData = (): TariffsData =>
  (data ??= JSON.parse(document.getElementById(TARIFFS_DATA_ID)?.textContent ?? '{}') as TariffsData);

async function loadStore(): Promise<PlanCheckout> {
  const { createPlanCheckout } = await import('./plan-checkout-store');
  const locale = pageLocale();
  return createPlanCheckout({
    role: () => ($auth.get().token ? ($auth.get().user?.role ?? undefined) : undefined),
    go: (url) => window.location.assign(url),
    signOut,
    returnTo,
    signInUrl: ({ package: plan, period }) =>
      loginUrl(
        locale,
        pageUrl(locale, ACCOUNT_PAGES.tariffs, {
          [CHOICE_PARAMETERS.plan]: plan,
          [CHOICE_PARAMETERS.period]: period,
          [RETURN_PARAMETER]: returnTo(),
        }),
      ),
  });
}

/** What the element says under its button after a press, if anything. */
function messageOf(state: CheckoutState, t: Translate<keyof PlanCheckoutMessages>): string | undefined {
  switch (state.phase) {
    case 'not_company':
      return t('tariffs.not_company');
    case 'conflict':
      return state.message || t('tariffs.conflict');
    case 'opening_billing':
      return t('tariffs.conflict');
    case 'failed':
      if (!state.problem) return undefined;
      return 'key' in state.problem ? t(state.problem.key, state.problem.params) : state.problem.text;
    default:
      return undefined;
  }
}

class PlanCheckoutElement extends HTMLElement {
  #store: Promise<PlanCheckout> | undefined;

  connectedCallback(): void {
    const buy = this.querySelector<HTMLButtonElement>('[data-buy]');
    if (!buy) return;
    buy.disabled = false;
    buy.addEventListener('click', () => void this.buy());
    this.querySelector('[data-manage]')?.addEventListener('click', () => void this.#manage());
  }

  /** Buys the plan for the period the switch shows. */
  async buy(): Promise<void> {
    const plan = this.dataset.plan;
    if (!isPlan(plan)) return;
    await (await this.#loaded()).buy({ package: plan, period: chosenPeriod() });
  }

  async #manage(): Promise<void> {
    await (await this.#loaded()).manageBilling();
  }

  #loaded(): Promise<PlanCheckout> {
    this.#store ??= loadStore().then((store) => {
      store.$state.subscribe((state) => this.#render(state));
      return store;
    });
    return this.#store;
  }

  #render(state: CheckoutState): void {
    const t = createTranslator(pageData().messages);
    const buy = this.querySelector<HTMLButtonElement>('[data-buy]');
    const manage = this.querySelector<HTMLButtonElement>('[data-manage]');
    const message = this.querySelector<HTMLElement>('[data-message]');
    if (!buy || !manage || !message) return;
    const buying = state.phase === 'starting' || state.phase === 'leaving';
    buy.disabled = buying || state.phase === 'signing_in';
    buy.textContent = buying ? t('tariffs.buying') : (buy.dataset.label ?? '');
    manage.hidden = state.phase !== 'conflict' && state.phase !== 'opening_billing';
    manage.disabled = state.phase === 'opening_billing';
    manage.textContent =
      state.phase === 'opening_billing' ? t('tariffs.opening_billing') : (manage.dataset.label ?? '');
    const text = messageOf(state, t);
    message.hidden = !text;
    message.textContent = text ?? '';
  }
}

if (!customElements.get('plan-checkout')) customElements.define('plan-checkout', PlanCheckoutElement);

/**
 * Back from signing in with a choice (`?plan=&period=`): the switch shows its
 * period and, for a signed-in visitor, the plan is bought as pressed before;
 * the choice leaves the address, so Back from Stripe does not buy again.
 */
export function resumeChoice(): void {
  const url = new URL(window.location.href);
  const plan = url.searchParams.get(CHOICE_PARAMETERS.plan);
  const period = url.searchParams.get(CHOICE_PARAMETERS.period);
  if (!isPlan(plan) || !isPeriod(period)) return;
  url.searchParams.delete(CHOICE_PARAMETERS.plan);
  url.searchParams.delete(CHOICE_PARAMETERS.period);
  window.history.replaceState(window.history.state, '', url);
  const radio = document.querySelector<HTMLInputElement>(`input[name="period"][value="${period}"]`);
  if (radio) radio.checked = true;
  const element = document.querySelector<PlanCheckoutElement>(`plan-checkout[data-plan="${plan}"]`);
  element?.scrollIntoView({ block: 'center' });
  if ($auth.get().token) void element?.buy();
}
