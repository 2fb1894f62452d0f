import { describe, expect, it } from 'vitest';
import type { CompanyPage } from '@migralink/shared/schemas/catalogue';
import { useTranslations } from '@/i18n';
import { paymentLines } from './company-payment';

describe('paymentLines', () => {
  const payment = {
    company_payment_methods: ['bank_transfer', 'card'],
    cash_enabled: true,
    cash_currencies: ['EUR', 'PLN'],
    cashless_enabled: false,
    cashless_currencies: ['USD'],
    cryptocurrencies_enabled: true,
    cryptocurrencies: ['BTC'],
  } as unknown as CompanyPage;

  it('names the ways to pay in the page language, one line each, leaving out what is switched off', () => {
    expect(paymentLines(payment, 'uk', useTranslations('uk'))).toEqual([
      'Банківський переказ і Банківська картка',
      'Готівкою: EUR і PLN',
      'Криптовалютою: Bitcoin (BTC)',
    ]);
    expect(paymentLines(payment, 'en', useTranslations('en'))[0]).toBe('Bank transfer and Card');
  });

  it('has no lines for a company that shows no payment block (the API sends it empty)', () => {
    const hidden = {
      ...payment,
      company_payment_methods: [],
      cash_enabled: false,
      cashless_enabled: false,
      cryptocurrencies_enabled: false,
    } as CompanyPage;
    expect(paymentLines(hidden, 'ru', useTranslations('ru'))).toEqual([]);
  });
});
