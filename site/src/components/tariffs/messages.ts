import type { ErrorMessageKey, MessageKey } from '@/i18n/messages';

/** What `<plan-checkout>` may say after a press (plus the `errors` namespace: `pickFormMessages`). */
export const PLAN_CHECKOUT_KEYS = [
  'tariffs.buying',
  'tariffs.not_company',
  'tariffs.conflict',
  'tariffs.opening_billing',
] as const satisfies readonly MessageKey[];
export type PlanCheckoutKey = (typeof PLAN_CHECKOUT_KEYS)[number];
export type PlanCheckoutMessages = Readonly<Record<PlanCheckoutKey | ErrorMessageKey, string>>;

/** What the page writes for its scripts (JSON data blocks, no code). */
export interface TariffsData {
  readonly messages: PlanCheckoutMessages;
  /** Units of each currency for one euro, from the reference data the build read. */
  readonly rates: Readonly<Record<string, number>>;
}

export const TARIFFS_DATA_ID = 'tariffs-data';

/** `?plan=&period=`: the choice a visitor made before signing in, bought on coming back. */
export const CHOICE_PARAMETERS = { plan: 'plan', period: 'period' } as const;
