import { randomUUID } from 'node:crypto';
import { getAccountCompany, moderateCompany, publishCompany } from '@migralink/shared/api/company-account';
import { createAccountCompany, updateAccountCompany } from '@migralink/shared/api/company-form';
import { approveModeration, moderationItemRoute, setCompanyPlan } from '@migralink/shared/api/moderation';
import {
  createAccountService,
  getAccountService,
  moderateService,
  publishService,
  putSearchAttributes,
  searchAttributesInitRoute,
  serviceInitRoute,
  updateAccountService,
} from '@migralink/shared/api/service-account';
import type { Locale } from '@migralink/shared/locales';
import type { ModeratedKind } from '@migralink/shared/schemas/moderation';
import type { CompanyAccount } from '@migralink/shared/schemas/company-account';
import type { BACKGROUND_LIBRARY, ServiceAccount } from '@migralink/shared/schemas/service-account';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../demo/accounts';
import { testAccounts, type ActiveAccount } from './accounts';

/** The demo staff account the local platform seeds. */
export const STAFF = { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD };

/** The texts of one company's listing; the names are its own, so its entries stand apart in the shared moderation queue. */
export function listingTexts() {
  const id = randomUUID().slice(0, 8);
  return {
    company: { en: `Harbour Relocation ${id}`, ru: `Харбор Релокейшн ${id}` },
    motto: { en: 'Moving made calm', ru: 'Переезд без тревог' },
    description: {
      en: 'We move families to Germany.',
      ru: 'Мы перевозим семьи в Германию.',
      later: 'We move families and firms to Germany.',
    },
    address: { en: 'Unter den Linden 1, Berlin', ru: 'Унтер-ден-Линден 1, Берлин' },
    service: { en: `Blue Card for IT specialists ${id}`, ru: `Голубая карта для IT ${id}` },
    reason: {
      en: 'Skilled workers get an EU Blue Card in weeks.',
      ru: 'Специалисты получают Голубую карту ЕС за несколько недель.',
    },
    requirements: { en: 'A university degree and a job offer.', ru: 'Диплом университета и предложение о работе.' },
  };
}
export type ListingTexts = ReturnType<typeof listingTexts>;

/**
 * How far a company account's listing has come, in the order the owner and
 * staff take it: an active account; its company written in English with an
 * office; the pro plan and the company in Russian too; a service in both
 * languages with its search attributes; both sent to moderation (the service
 * first); both approved by staff; both published.
 */
export const LISTING_STAGES = [
  'account',
  'company',
  'russian',
  'service',
  'submitted',
  'approved',
  'published',
] as const;
export type ListingStage = (typeof LISTING_STAGES)[number];

export interface Listing {
  owner: ActiveAccount;
  texts: ListingTexts;
  companyUuid: string;
  serviceUuid: string;
}

/** The editor's form of the company as loaded, with the texts of one language written. */
function companyForm(
  loaded: CompanyAccount,
  texts: { name: string; motto: string; description: string; address: string },
): CompanyAccount {
  return {
    ...loaded,
    name: texts.name,
    motto: texts.motto,
    description: texts.description,
    // The first office gets the address; phone rows the editor leaves empty are not sent.
    offices: loaded.offices.map((office, index) => ({
      ...office,
      address: index === 0 ? texts.address : office.address,
      phones: office.phones.filter((phone) => phone.phone_number !== ''),
    })),
  };
}

/** The service as loaded, with the texts of one language written (the optional blocks left out, as the test's owner does). */
function serviceTexts(loaded: ServiceAccount, texts: ListingTexts, locale: 'en' | 'ru') {
  return {
    ...loaded,
    name: texts.service[locale],
    receiving_reason: texts.reason[locale],
    applicant_requirements: texts.requirements[locale],
    image_library: loaded.image_library ? { id: loaded.image_library.id as (typeof BACKGROUND_LIBRARY)[number] } : null,
    // The listing's service has no feedback forms (the owner leaves the step empty).
    feedback_forms: [],
  };
}

/**
 * Company listings made through the API, each with an account of its own, up to
 * the stage a test starts from: the test then does in the browser only the step
 * it is about, and no test depends on another one's outcome.
 */
export function companyListings(product: { api: string; mail: string }) {
  const accounts = testAccounts(product);

  /** `country`: where its service takes people (Germany by default); `owner`: a company account made already. */
  return async function listing(
    upTo: ListingStage,
    { country = 'DE', owner: given }: { country?: string; owner?: ActiveAccount } = {},
  ): Promise<Listing> {
    const reached = (stage: ListingStage) => LISTING_STAGES.indexOf(stage) <= LISTING_STAGES.indexOf(upTo);
    const texts = listingTexts();
    const owner =
      given ?? (await accounts.active({ role: 'company', firstName: 'Olga', lastName: 'Harbour', prefix: 'company' }));
    const result: Listing = { owner, texts, companyUuid: '', serviceUuid: '' };
    if (!reached('company')) return result;

    const as = accounts.callAs(owner.session.token);
    const edit = (locale: Locale) => ({ query: { locale } });
    const { data: blank } = await as(getAccountCompany, edit('en'));
    const { data: company } = await as(createAccountCompany, {
      ...edit('en'),
      body: companyForm(blank, {
        name: texts.company.en,
        motto: texts.motto.en,
        description: texts.description.en,
        address: texts.address.en,
      }),
    });
    result.companyUuid = company.uuid ?? '';
    if (!reached('russian')) return result;

    const staff = accounts.callAs((await accounts.signIn(STAFF.email, STAFF.password)).token);
    await staff(setCompanyPlan, { params: { uuid: result.companyUuid }, body: { plan: 'pro' } });
    const { data: inRussian } = await as(getAccountCompany, edit('ru'));
    await as(updateAccountCompany, {
      ...edit('ru'),
      body: companyForm(inRussian, {
        name: texts.company.ru,
        motto: texts.motto.ru,
        description: texts.description.ru,
        address: texts.address.ru,
      }),
    });
    if (!reached('service')) return result;

    const { data: init } = await as(serviceInitRoute, {});
    const { data: created } = await as(createAccountService, {
      ...edit('en'),
      body: {
        ...init.default_service,
        name: texts.service.en,
        price_from: 900,
        price_to: 1500,
        duration: 3,
        receiving_reason: texts.reason.en,
        applicant_requirements: texts.requirements.en,
        show_required_steps_block: false,
        show_benefits_block: false,
      },
    });
    result.serviceUuid = created.uuid;
    const { data: choices } = await as(searchAttributesInitRoute, {});
    const main = choices.categories[0]!;
    await as(putSearchAttributes, {
      body: {
        uuid: created.uuid,
        country,
        countries: [],
        immigration_purposes: [choices.immigration_purposes[0]!.id],
        main_category: main.id,
        categories: [main.children[0]!.id],
      },
    });
    const { data: serviceInRussian } = await as(getAccountService, { params: { id: created.uuid }, ...edit('ru') });
    await as(updateAccountService, { ...edit('ru'), body: serviceTexts(serviceInRussian, texts, 'ru') });
    if (!reached('submitted')) return result;

    // The service is sent first: the queue shows the oldest first.
    await as(moderateService, { params: { id: result.serviceUuid } });
    await as(moderateCompany, { params: { uuid: result.companyUuid } });
    if (!reached('approved')) return result;

    const approve = async (kind: ModeratedKind, uuid: string) => {
      const { data: item } = await staff(moderationItemRoute, { params: { kind, uuid } });
      await staff(approveModeration, { params: { kind, uuid }, body: { revision: item.revision } });
    };
    await approve('service', result.serviceUuid);
    await approve('company', result.companyUuid);
    if (!reached('published')) return result;

    await as(publishCompany, { params: { uuid: result.companyUuid } });
    await as(publishService, { params: { id: result.serviceUuid } });
    return result;
  };
}

/** The staff's API, signed in as the demo admin (plans and moderation). */
export async function staffApi(product: { api: string; mail: string }) {
  const accounts = testAccounts(product);
  return accounts.callAs((await accounts.signIn(STAFF.email, STAFF.password)).token);
}

/**
 * A second service of the listing's company, approved and not published, named
 * `name` in English (for Germany): what a publish button is shown for.
 */
export async function secondApprovedService(
  product: { api: string; mail: string },
  { owner }: Listing,
  name: string,
): Promise<string> {
  const as = testAccounts(product).callAs(owner.session.token);
  const { data: init } = await as(serviceInitRoute, {});
  const { data: created } = await as(createAccountService, {
    query: { locale: 'en' },
    body: {
      ...init.default_service,
      name,
      price_from: 400,
      price_to: 800,
      duration: 2,
      receiving_reason: 'Families join a resident in a few months.',
      applicant_requirements: 'A marriage or birth certificate.',
      show_required_steps_block: false,
      show_benefits_block: false,
    },
  });
  const { data: choices } = await as(searchAttributesInitRoute, {});
  const main = choices.categories[0]!;
  await as(putSearchAttributes, {
    body: {
      uuid: created.uuid,
      country: 'DE',
      countries: [],
      immigration_purposes: [choices.immigration_purposes[0]!.id],
      main_category: main.id,
      categories: [main.children[0]!.id],
    },
  });
  await as(moderateService, { params: { id: created.uuid } });
  const staff = await staffApi(product);
  const params = { kind: 'service', uuid: created.uuid } as const;
  const { data: item } = await staff(moderationItemRoute, { params });
  await staff(approveModeration, { params, body: { revision: item.revision } });
  return created.uuid;
}
