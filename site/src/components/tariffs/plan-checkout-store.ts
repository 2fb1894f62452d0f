import { atom, type ReadableAtom } from 'nanostores';
import { accountReturnPath } from '@migralink/shared/account-pages';
import { openBillingPortal, startSubscriptionCheckout } from '@migralink/shared/api/billing';
import { ApiError } from '@migralink/shared/client';
import type { Role } from '@migralink/shared/enums';
import type { PlanChoice } from '@migralink/shared/schemas/billing';
import { callChecked } from '@/api/checked';
import { describeError, isSessionExpired, type Problem } from '@/kit/problems';

/**
 * Where buying a plan stands: `leaving` for Stripe's checkout or the billing
 * portal, `signing_in` on the way to the sign-in; `not_company` (plans are for company accounts),
 * `conflict` with the API's message in the page's language (the company pays for a plan already: billing
 * changes it; or another plan's checkout is still open), `failed` with the problem to show.
 */
export type CheckoutState =
  | {
      readonly phase: 'idle' | 'starting' | 'leaving' | 'signing_in' | 'not_company' | 'opening_billing';
    }
  | { readonly phase: 'conflict'; readonly message: string }
  | { readonly phase: 'failed'; readonly problem: Problem | undefined };

export interface PlanCheckoutOptions {
  /** The signed-in user's role; undefined when nobody is signed in. */
  readonly role: () => Role | undefined;
  /** Leaves the page for `url` (Stripe's pages, the sign-in). */
  readonly go: (url: string) => void;
  /** The sign-in page that leads back to the tariffs with this choice, to buy it then. */
  readonly signInUrl: (choice: PlanChoice) => string;
  /** The session ended: forget it (the sign-in follows). */
  readonly signOut: () => void;
  /**
   * The account screen the owner came from to buy (`?return_to=`), read when
   * buying: the checkout comes back to it once paid. Undefined: none.
   */
  readonly returnTo?: () => string | undefined;
}

/**
 * A plan's "Choose" on the tariffs page: a company account starts Stripe's
 * checkout (`startSubscriptionCheckout`) and the browser goes to its address;
 * the account screen the owner came from (`returnTo`) goes with it, to come
 * back to once paid; a visitor signs in first and comes back to buy it; other accounts are told
 * that plans are for companies; a company that pays already (409) is offered
 * its billing portal, where plans are changed.
 */
export function createPlanCheckout({ role, go, signInUrl, signOut, returnTo = () => undefined }: PlanCheckoutOptions) {
  const $state = atom<CheckoutState>({ phase: 'idle' });
  const busy = () => ['starting', 'leaving', 'signing_in', 'opening_billing'].includes($state.get().phase);

  const leave = (url: string) => {
    $state.set({ phase: 'leaving' });
    go(url);
  };
  const toSignIn = (choice: PlanChoice) => {
    $state.set({ phase: 'signing_in' });
    go(signInUrl(choice));
  };
  const fail = (error: unknown) =>
    $state.set({ phase: 'failed', problem: describeError(error, { fields: [] }).general });

  return {
    $state: $state as ReadableAtom<CheckoutState>,
    async buy(choice: PlanChoice): Promise<void> {
      if (busy()) return;
      const who = role();
      if (who === undefined) return toSignIn(choice);
      if (who !== 'company') return $state.set({ phase: 'not_company' });
      $state.set({ phase: 'starting' });
      try {
        const back = accountReturnPath(returnTo());
        const body = back ? { ...choice, return_to: back } : choice;
        leave((await callChecked(startSubscriptionCheckout, { body })).data.url);
      } catch (error) {
        if (isSessionExpired(error)) {
          signOut();
          return toSignIn(choice);
        }
        if (error instanceof ApiError && error.status === 409) {
          return $state.set({ phase: 'conflict', message: error.body.message });
        }
        fail(error);
      }
    },
    /** Opens the company's billing portal, where a paid plan is changed or cancelled. */
    async manageBilling(): Promise<void> {
      if (busy()) return;
      $state.set({ phase: 'opening_billing' });
      try {
        leave((await callChecked(openBillingPortal, {})).data.url);
      } catch (error) {
        fail(error);
      }
    },
  };
}

export type PlanCheckout = ReturnType<typeof createPlanCheckout>;
