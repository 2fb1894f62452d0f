import type { CompanyPage } from '@migralink/shared/schemas/catalogue';
import { pickText, textLocale, type Locale } from '@migralink/shared/locales';
import { validBadge } from '#data/certificates';
import type { CompanyContent, CompanyHighlight, CompanyProfile, Office } from '#data/companies';

const highlights = (items: CompanyHighlight[], shown: boolean, locale: Locale) =>
  shown
    ? items.map((item) => ({ uuid: item.id, description: pickText(item.description, locale), icon: item.icon }))
    : [];

function office(item: Office, locale: Locale): CompanyPage['offices'][number] {
  return {
    uuid: item.id,
    address: pickText(item.address, locale),
    email: item.email,
    logo: item.logo,
    type: item.type,
    show_block: item.show_block,
    office_type_id: item.office_type_id,
    lat: item.lat,
    long: item.long,
    office_working_times: item.office_working_times.map(({ days, hour_from, hour_to }) => ({
      days,
      hour_from,
      hour_to,
    })),
    office_holidays: item.office_holidays.map(({ days, hours }) => ({ days, hours })),
    office_employees: item.office_employees.map((employee) => ({
      uuid: employee.id,
      name: employee.name,
      position: pickText(employee.position, locale),
      avatar: employee.avatar,
    })),
    phones: item.phones.map(({ phone_number, messengers }) => ({ phone_number, messengers })),
  };
}

export { isPublicCompany } from '#data/companies';

/**
 * The approved content in one language (the caller's when the company is written in it in full, else English);
 * a hidden block or office comes empty, so nothing hidden leaves the API.
 */
export function companyPage(
  profile: CompanyProfile,
  content: CompanyContent,
  pageLocale: Locale,
  answersWithinMinutes: number | null = null,
): CompanyPage {
  const payment = content.show_payment_block;
  const locale = textLocale(content.filled_locales, pageLocale);
  return {
    uuid: profile.id,
    slug: profile.slug,
    answers_within_minutes: answersWithinMinutes,
    plan: profile.plan,
    name: pickText(content.name, locale),
    motto: pickText(content.motto, locale),
    description: pickText(content.description, locale),
    type: content.type,
    logo: content.logo,
    show_achievements_block: content.show_achievements_block,
    show_benefits_block: content.show_benefits_block,
    show_payment_block: payment,
    company_achievements: highlights(content.company_achievements, content.show_achievements_block, locale),
    company_benefits: highlights(content.company_benefits, content.show_benefits_block, locale),
    cash_enabled: payment && content.cash_enabled,
    cashless_enabled: payment && content.cashless_enabled,
    cryptocurrencies_enabled: payment && content.cryptocurrencies_enabled,
    cash_currencies: payment && content.cash_enabled ? content.cash_currencies : [],
    cashless_currencies: payment && content.cashless_enabled ? content.cashless_currencies : [],
    cryptocurrencies: payment && content.cryptocurrencies_enabled ? content.cryptocurrencies : [],
    company_payment_methods: payment ? content.company_payment_methods : [],
    feedback_form: content.feedback_form && {
      type_id: content.feedback_form.type_id,
      description: pickText(content.feedback_form.description, locale),
    },
    offices: content.offices.filter((item) => item.show_block).map((item) => office(item, locale)),
    filled_locales: content.filled_locales,
    text_locale: locale,
    certificate: validBadge(profile.certificate),
  };
}
