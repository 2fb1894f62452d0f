import {
  companyContent,
  type CompanyContent,
  type CompanyHighlight,
  type CompanyProfile,
} from '@migralink/functions/data/company-items';
import { CURRENCIES, type Currency, type SubscriptionPackage } from '@migralink/shared/enums';
import {
  ACHIEVEMENTS,
  APPROACHES,
  CLOSINGS,
  COMPANY_BENEFITS,
  FEEDBACK_INVITATIONS,
  INTRODUCTIONS,
  SPECIALITIES,
  type CompanySketch,
  type Pair,
} from './fragments/companies';
import type { City, HomeCountry } from './fragments/places';
import { companySlug } from '@migralink/functions/company-account/slug';
import { demoId } from './ids';
import { logoPath } from './images';
import { buildOffices } from './offices';
import type { Random } from './random';
import { joinTexts, text } from './texts';
import type { DemoService } from './services';

/** A demo company as written: its profile, its content and its services. */
export interface DemoCompany {
  profile: CompanyProfile;
  content: CompanyContent;
  services: DemoService[];
}

export interface CompanyContext {
  sketch: CompanySketch;
  /** The company's name in lowercase latin, hyphenated: what its demo ids, seeds and owner's address derive from. */
  key: string;
  home: HomeCountry;
  city: City;
  random: Random;
  people: string[];
}

/**
 * How many of the first companies the demo's visitors are busy with: their owners' inboxes have leads and their
 * statistics screens 90 days of views (the companies the README's accounts sign into are among them). The others
 * are listed and found as much, only without that history.
 */
export const ACTIVE_COMPANIES = 12;

/** The day the demo "is": every date lies before it, so the data never depends on the clock. */
const DEMO_TODAY = Date.UTC(2026, 0, 15, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

export function buildProfile({ sketch, key, random }: CompanyContext, ownerId: string): CompanyProfile {
  const created = DEMO_TODAY - random.int(40, 420) * DAY - random.int(0, 8) * 60 * 60 * 1000;
  const approved = new Date(created + random.int(1, 6) * DAY).toISOString();
  const plan: SubscriptionPackage = random.pick(['basic', 'pro', 'pro', 'premium']);
  const id = demoId('company', key);
  return {
    id,
    owner_id: ownerId,
    slug: companySlug(sketch.name, id),
    plan,
    published_services: 0,
    status: 'approved',
    published: true,
    moderator_comment: null,
    revision: 1,
    submitted_at: null,
    created_at: new Date(created).toISOString(),
    updated_at: approved,
    approved_at: approved,
  };
}

function description({ sketch, home, city, random }: CompanyContext): CompanyContent['description'] {
  const values = {
    name: sketch.name,
    year: String(sketch.founded),
    inCity: [`in ${city.en}`, city.ruIn] as Pair,
    inCountry: [home.enIn, home.ruIn] as Pair,
  };
  return joinTexts([
    text(random.pick(INTRODUCTIONS[sketch.type]), values),
    text(random.pick(SPECIALITIES[sketch.focus]), values),
    ...random.sample(APPROACHES, 2).map((approach) => text(approach)),
    text(random.pick(CLOSINGS)),
  ]);
}

function achievements({ key, random }: CompanyContext): CompanyHighlight[] {
  return random.sample(ACHIEVEMENTS, 2).map((achievement, index) => ({
    id: demoId('achievement', key, index),
    description: text(achievement.text, { n: random.pick(achievement.figures) }),
    icon: 'award',
  }));
}

function benefits({ key, random }: CompanyContext): CompanyHighlight[] {
  return random.sample(COMPANY_BENEFITS, 3).map((benefit, index) => ({
    id: demoId('benefit', key, index),
    description: text(benefit.text),
    icon: benefit.icon,
  }));
}

function payments({ home, random }: CompanyContext) {
  const local = home.currency && (CURRENCIES as readonly string[]).includes(home.currency) ? [home.currency] : [];
  const cash = random.chance(0.4);
  const crypto = random.chance(0.25);
  const cashless: Currency[] = [
    ...new Set<Currency>(['EUR', ...local, ...(random.chance(0.5) ? ['USD' as const] : [])]),
  ];
  return {
    cash_enabled: cash,
    cashless_enabled: true,
    cryptocurrencies_enabled: crypto,
    cash_currencies: cash ? [...new Set<Currency>([...local, 'EUR'])] : [],
    cashless_currencies: cashless,
    cryptocurrencies: crypto ? random.sample(['USDT', 'BTC', 'ETH'], random.int(1, 2)) : [],
    company_payment_methods: ['bank_transfer', 'card', ...(cash ? ['cash'] : []), ...(crypto ? ['crypto'] : [])],
  };
}

/** The approved content of a demo company, `filled_locales` derived from its texts. */
export function buildContent(context: CompanyContext, officeCount: number): CompanyContent {
  const { sketch, random, key } = context;
  return companyContent({
    name: { en: sketch.name, ru: sketch.name },
    motto: text(sketch.motto),
    description: description(context),
    type: sketch.type,
    logo: logoPath(demoId('company', key), key),
    show_achievements_block: true,
    show_benefits_block: true,
    show_payment_block: true,
    ...payments(context),
    company_achievements: achievements(context),
    company_benefits: benefits(context),
    feedback_form: { type_id: 1, description: text(random.pick(FEEDBACK_INVITATIONS)) },
    offices: buildOffices({ ...context, domain: `${key}.example` }, officeCount),
  });
}
