import type { Currency } from '@migralink/shared/enums';
import type {
  COMPANY_TYPES,
  CRYPTOCURRENCIES,
  CompanyAccount,
  IconId,
  PAYMENT_METHODS,
} from '@migralink/shared/schemas/company-account';
import { newKey, numberText } from '@/kit/form-values';
import { rowOf, textNumber, uuidOf, type Row } from './company-rows';
import { officeBody, officeValues, type OfficeValues } from './office-form';

/**
 * The company editor's form state and its conversion from and to the API
 * (`GET` answer → inputs → `POST`/`PUT` body). Inputs hold text: numbers become
 * text for the form and an empty input is `undefined` again in the body
 * (docs/product.md, "Numbers in forms"), so the contract's own checks name what is missing. Each row carries a
 * `key` of its own for React lists; new rows have no `uuid` (the server gives
 * them one), kept rows send theirs back. The offices' part is `office-form.ts`.
 */

export type CompanyType = (typeof COMPANY_TYPES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type Cryptocurrency = (typeof CRYPTOCURRENCIES)[number];

export interface HighlightValues extends Row {
  readonly description: string;
}

export interface BenefitValues extends HighlightValues {
  readonly icon_id: IconId | null;
}

export interface FeedbackValues {
  /** Whether the company page offers the form at all (`feedback_form` is null when not). */
  readonly enabled: boolean;
  readonly description: string;
  /** The form type's id as text; `undefined` when none is chosen. */
  readonly type: string | undefined;
}

export interface CompanyValues {
  readonly name: string;
  readonly motto: string;
  readonly description: string;
  readonly type: CompanyType;
  readonly logo: string | null;
  readonly show_achievements_block: boolean;
  readonly show_benefits_block: boolean;
  readonly show_payment_block: boolean;
  readonly cash_enabled: boolean;
  readonly cashless_enabled: boolean;
  readonly cryptocurrencies_enabled: boolean;
  readonly cash_currencies: readonly Currency[];
  readonly cashless_currencies: readonly Currency[];
  readonly cryptocurrencies: readonly Cryptocurrency[];
  readonly company_payment_methods: readonly PaymentMethod[];
  readonly company_achievements: readonly HighlightValues[];
  readonly company_benefits: readonly BenefitValues[];
  readonly feedback_form: FeedbackValues;
  readonly offices: readonly OfficeValues[];
}

/** The form's inputs for a loaded company (its draft, approved version or the default new company). */
export function companyValues(company: CompanyAccount): CompanyValues {
  return {
    name: company.name,
    motto: company.motto,
    description: company.description,
    type: company.type,
    logo: company.logo,
    show_achievements_block: company.show_achievements_block,
    show_benefits_block: company.show_benefits_block,
    show_payment_block: company.show_payment_block,
    cash_enabled: company.cash_enabled,
    cashless_enabled: company.cashless_enabled,
    cryptocurrencies_enabled: company.cryptocurrencies_enabled,
    cash_currencies: company.cash_currencies,
    cashless_currencies: company.cashless_currencies,
    cryptocurrencies: company.cryptocurrencies,
    company_payment_methods: company.company_payment_methods,
    company_achievements: company.company_achievements.map((item) => ({
      ...rowOf(item.uuid),
      description: item.description,
    })),
    company_benefits: company.company_benefits.map((item) => ({
      ...rowOf(item.uuid),
      description: item.description,
      icon_id: item.icon_id,
    })),
    feedback_form: company.feedback_form
      ? {
          enabled: true,
          description: company.feedback_form.description,
          type: numberText(company.feedback_form.feedback_form_type.id),
        }
      : { enabled: false, description: '', type: undefined },
    offices: company.offices.map(officeValues),
  };
}

export const emptyAchievement = (): HighlightValues => ({ key: newKey(), description: '' });
export const emptyBenefit = (): BenefitValues => ({ key: newKey(), description: '', icon_id: null });

/**
 * The body of `POST`/`PUT /v1/account/company`, not yet checked: numbers typed
 * as text are numbers again (or `undefined` when left empty), the feedback form
 * is `null` when the company offers none. `checkCompany` (company-problems.ts)
 * checks it against the contract.
 */
export function companyBody(values: CompanyValues) {
  const { feedback_form: feedback } = values;
  return {
    name: values.name,
    motto: values.motto,
    description: values.description,
    type: values.type,
    logo: values.logo,
    show_achievements_block: values.show_achievements_block,
    show_benefits_block: values.show_benefits_block,
    show_payment_block: values.show_payment_block,
    cash_enabled: values.cash_enabled,
    cashless_enabled: values.cashless_enabled,
    cryptocurrencies_enabled: values.cryptocurrencies_enabled,
    cash_currencies: [...values.cash_currencies],
    cashless_currencies: [...values.cashless_currencies],
    cryptocurrencies: [...values.cryptocurrencies],
    company_payment_methods: [...values.company_payment_methods],
    company_achievements: values.company_achievements.map((item) => ({
      ...uuidOf(item),
      description: item.description,
    })),
    company_benefits: values.company_benefits.map((item) => ({
      ...uuidOf(item),
      description: item.description,
      icon_id: item.icon_id,
    })),
    feedback_form: feedback.enabled
      ? { description: feedback.description, feedback_form_type: { id: textNumber(feedback.type) } }
      : null,
    offices: values.offices.map(officeBody),
  };
}
