import type { SubscriptionPackage } from '@migralink/shared/enums';
import { $auth } from '@/stores/auth';

/**
 * What the tariffs page says of the visitor's own state, in its HTML's words
 * (built per language, hidden until they apply): a checkout left or declined,
 * and a company owner's current plan.
 */

/** `?checkout=cancelled`: Stripe's way back from a checkout that was left or declined. */
export const CHECKOUT_PARAMETER = 'checkout';
export const CHECKOUT_CANCELLED = 'cancelled';

/**
 * Back from a checkout not paid: the notice says nothing was charged, and the
 * parameter leaves the address (a reload does not say it again); `return_to`
 * stays, so choosing again still comes back to where the owner started.
 */
export function showCheckoutOutcome(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get(CHECKOUT_PARAMETER) !== CHECKOUT_CANCELLED) return;
  url.searchParams.delete(CHECKOUT_PARAMETER);
  window.history.replaceState(window.history.state, '', url);
  const notice = document.querySelector<HTMLElement>('[data-checkout-cancelled]');
  if (notice) notice.hidden = false;
}

/** Marks a plan's card as the company's own: "Your plan", no "Choose" (billing for a paid one), no registration. */
export function markPlan(plan: SubscriptionPackage): void {
  const card = document.querySelector<HTMLElement>(`[data-plan-card="${plan}"]`);
  if (!card) return;
  card.classList.add('plan--current');
  for (const element of card.querySelectorAll<HTMLElement>('[data-current]')) element.hidden = false;
  for (const element of card.querySelectorAll<HTMLElement>('[data-buy], [data-offer]')) element.hidden = true;
  const manage = card.querySelector<HTMLElement>('[data-manage]');
  if (manage) manage.hidden = false;
}

/** A signed-in company account: its plan is asked of the API (the client loads only then) and marked. */
export async function markCurrentPlan(): Promise<void> {
  const { token, user } = $auth.get();
  if (!token || user?.role !== 'company') return;
  try {
    const { currentPlanOf } = await import('./current-plan-api');
    markPlan(await currentPlanOf());
  } catch (error) {
    // The plans stay as they are for everyone: nothing to mark.
    console.warn('The current plan could not be read', error);
  }
}
