import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyForm } from '@migralink/shared/schemas/company-account';
import { signedInUser } from './accounts';
import { apiEvent, invoke } from './events';

/** Helpers of the company account's integration tests. */

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

export interface Caller {
  headers: Record<string, string>;
}

export interface CallOptions {
  body?: unknown;
  /** The edited language (`?locale=`). */
  locale?: Locale;
  /** The caller's language (`X-Localization`). */
  language?: Locale;
  pathParameters?: Record<string, string>;
}

/** Calls a handler as `caller` would through API Gateway. */
export function callAs(caller: Caller, handler: Handler, method: string, rawPath: string, options: CallOptions = {}) {
  return invoke(
    handler,
    apiEvent({
      method,
      rawPath,
      rawQueryString: options.locale ? `locale=${options.locale}` : '',
      pathParameters: options.pathParameters,
      headers: { ...caller.headers, ...(options.language ? { 'x-localization': options.language } : {}) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
}

/** A signed-in company account without a company yet. */
export const companyAccountUser = () => signedInUser({ role: 'company' });

/** A complete company form in one language (every required text written). */
export function companyFormFixture(overrides: Partial<CompanyForm> = {}): CompanyForm {
  return {
    name: 'Alpha Migration',
    motto: 'We move you',
    description: 'Visas and residence permits in Germany.',
    type: 'agency',
    logo: null,
    show_achievements_block: true,
    show_benefits_block: true,
    show_payment_block: true,
    cash_enabled: true,
    cashless_enabled: true,
    cryptocurrencies_enabled: false,
    cash_currencies: ['EUR'],
    cashless_currencies: ['EUR', 'USD'],
    cryptocurrencies: [],
    company_achievements: [{ description: '500 families moved' }],
    company_benefits: [{ description: 'Free first call', icon_id: 'gift' }],
    company_payment_methods: ['cash', 'card'],
    feedback_form: { description: 'Ask us anything', feedback_form_type: { id: 1 } },
    offices: [
      {
        address: 'Berlin, Unter den Linden 1',
        email: 'berlin@example.com',
        logo: null,
        type: 'head',
        show_block: true,
        office_type: { id: 1 },
        lat: 52.517,
        long: 13.389,
        office_working_times: [{ days: [1, 2, 3, 4, 5], hour_from: '09:00', hour_to: '18:00' }],
        office_holidays: [{ days: [6, 7], hours: '' }],
        office_employees: [{ name: 'Anna Schmidt', position: 'Lawyer', avatar: null }],
        phones: [{ phone_number: '+49 30 1234567', messengers: ['whatsapp'] }],
      },
    ],
    ...overrides,
  };
}
