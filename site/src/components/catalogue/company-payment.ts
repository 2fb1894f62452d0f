import { choiceName, CRYPTO_NAMES, PAYMENT_METHOD_NAMES } from '@migralink/shared/company-choices';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyPage } from '@migralink/shared/schemas/catalogue';
import type { Translate } from '@/i18n/format';

/** How a company takes payment, one line per way, in the page's language (nothing when the block is hidden). */
export function paymentLines(
  company: CompanyPage,
  locale: Locale,
  t: Translate<'company.payment_cash' | 'company.payment_cashless' | 'company.payment_crypto'>,
): string[] {
  const list = (names: readonly string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  const lines: string[] = [];
  if (company.company_payment_methods.length > 0)
    lines.push(list(company.company_payment_methods.map((id) => choiceName(PAYMENT_METHOD_NAMES, id, locale))));
  if (company.cash_enabled && company.cash_currencies.length > 0)
    lines.push(t('company.payment_cash', { currencies: list(company.cash_currencies) }));
  if (company.cashless_enabled && company.cashless_currencies.length > 0)
    lines.push(t('company.payment_cashless', { currencies: list(company.cashless_currencies) }));
  if (company.cryptocurrencies_enabled && company.cryptocurrencies.length > 0)
    lines.push(
      t('company.payment_crypto', {
        currencies: list(company.cryptocurrencies.map((id) => choiceName(CRYPTO_NAMES, id, locale))),
      }),
    );
  return lines;
}
