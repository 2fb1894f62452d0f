import type { AdvertisementRecord } from '@migralink/functions/data/advertisements';
import type { CompanyProfile } from '@migralink/functions/data/company-items';
import type { LeadRecord } from '@migralink/functions/data/leads';
import type { ReviewRecord } from '@migralink/functions/data/reviews';
import { DEMO_ADMIN_EMAIL, DEMO_CLIENT_EMAIL, type DemoUser } from './accounts';
import { buildContent, buildProfile, type CompanyContext, type DemoCompany } from './company';
import { COMPANY_SKETCHES, type CompanySketch } from './fragments/companies';
import { HOME_COUNTRIES, RUSSIAN_SPEAKING_PEOPLE } from './fragments/places';
import { demoId } from './ids';
import { demoLeads } from './leads';
import { phoneNumber } from './offices';
import { seededRandom } from './random';
import { pendingEdits, type DemoPendingEdit } from './moderation';
import { buildServices, type DemoService } from './services';
import { demoAdvertisement } from './advertising';
import { demoReviews, reviewerAccounts, withReviewCounters } from './reviews';
import { demoViews, type DemoDayViews } from './statistics';

export interface DemoData {
  users: DemoUser[];
  companies: DemoCompany[];
  /** Edits of approved companies and services that wait for the admin's decision. */
  pending: DemoPendingEdit[];
  /** Visitors' requests to the first companies and to the platform, of the last 60 days. */
  leads: LeadRecord[];
  /** A paid advertisement running for the target country of a premium company's first service. */
  advertisement: AdvertisementRecord | undefined;
  /** Reviews of the first companies by the demo's reviewers (their counters are on the companies' profiles). */
  reviews: ReviewRecord[];
  /**
   * The first companies' contact views of the 90 days up to today and their page views up to the day before
   * yesterday (`ACTIVE_COMPANIES`; yesterday's and today's page views are the counting job's).
   */
  views: DemoDayViews[];
}

export type { DemoPendingEdit, DemoService };

const SERVICES_PER_PLAN = { basic: [1, 1], pro: [2, 4], premium: [3, 4] } as const;
const OFFICES_PER_PLAN = { basic: [1, 1], pro: [1, 2], premium: [1, 3] } as const;

/** Who the company's people are: two per company of a country, one Russian speaker at every third company. */
function peopleOf(sketch: CompanySketch, index: number): string[] {
  const home = HOME_COUNTRIES.find((country) => country.code === sketch.country)!;
  const rank = COMPANY_SKETCHES.filter((other) => other.country === sketch.country).indexOf(sketch);
  const [owner, colleague] = home.people.slice(rank * 2, rank * 2 + 2);
  const russianSpeaker = index % 3 === 0 ? RUSSIAN_SPEAKING_PEOPLE[index / 3] : undefined;
  const people = [owner, russianSpeaker ?? colleague];
  if (people.some((name) => !name)) throw new Error(`Demo company ${sketch.name} has too few people written`);
  return people as string[];
}

/**
 * The company's name in lowercase latin words joined by hyphens (`&` read as "and"): the demo's own key of
 * a company, from which its ids, seeds and owner's address derive. Its public slug is the product's own
 * (`companySlug`), which ends with a piece of its id.
 */
function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function contextOf(sketch: CompanySketch, index: number): CompanyContext {
  const home = HOME_COUNTRIES.find((country) => country.code === sketch.country);
  const city = home?.cities.find((candidate) => candidate.slug === sketch.city);
  if (!home || !city)
    throw new Error(`Demo company ${sketch.name} is in an unknown place ${sketch.country}/${sketch.city}`);
  const key = nameKey(sketch.name);
  return { sketch, key, home, city, random: seededRandom(`company:${key}`), people: peopleOf(sketch, index) };
}

function owner(context: CompanyContext, profile: CompanyProfile): DemoUser {
  const [firstName, ...lastName] = context.people[0]!.split(' ');
  return {
    id: profile.owner_id,
    email: `owner-${context.key}@example.com`,
    role: 'company',
    first_name: firstName!,
    last_name: lastName.join(' '),
    phone: phoneNumber(context.random, context.city.mobile),
    position: 'Managing partner',
    avatar: null,
    email_verified: true,
    email_notifications: true,
    locale: context.random.chance(0.3) ? 'ru' : 'en',
    company_id: profile.id,
    created_at: new Date(Date.parse(profile.created_at) - 60 * 60 * 1000).toISOString(),
  };
}

function company(sketch: CompanySketch, index: number): { company: DemoCompany; owner: DemoUser } {
  const context = contextOf(sketch, index);
  const profile = buildProfile(context, demoId('user', context.key));
  const [minOffices, maxOffices] = OFFICES_PER_PLAN[profile.plan];
  const content = buildContent(context, context.random.int(minOffices, maxOffices));
  const [minServices, maxServices] = SERVICES_PER_PLAN[profile.plan];
  const services = buildServices(
    { profile, home: context.home, focus: sketch.focus, random: context.random },
    context.random.int(minServices, maxServices),
  );
  const published_services = services.filter((service) => service.meta.published).length;
  return {
    company: { profile: { ...profile, published_services }, content, services },
    owner: owner(context, profile),
  };
}

const STAFF: DemoUser[] = [
  {
    id: demoId('user', 'admin'),
    email: DEMO_ADMIN_EMAIL,
    role: 'admin',
    first_name: 'Maria',
    last_name: 'Keller',
    position: 'Platform administrator',
    email_verified: true,
    locale: 'en',
    created_at: '2025-09-01T08:00:00.000Z',
  },
  {
    id: demoId('user', 'client'),
    email: DEMO_CLIENT_EMAIL,
    role: 'client',
    first_name: 'Olena',
    last_name: 'Kovalchuk',
    email_verified: true,
    locale: 'uk',
    created_at: '2025-10-12T17:30:00.000Z',
  },
];

/** The start of today (UTC): the demo's leads are dated back from it. */
const startOfToday = () => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The whole demo: the same companies, services and accounts on every run, and the same leads all day. */
export function generateDemo(today = startOfToday()): DemoData {
  const built = COMPANY_SKETCHES.map(company);
  const reviewers = reviewerAccounts();
  const reviews = demoReviews(
    built.map((entry) => entry.company),
    reviewers,
    today,
  );
  const companies = built.map(({ company: entry }) => ({
    ...entry,
    profile: withReviewCounters(entry.profile, reviews),
  }));
  const client = STAFF.find((user) => user.email === DEMO_CLIENT_EMAIL)!;
  return {
    users: [...STAFF, ...reviewers, ...built.map((entry) => entry.owner)],
    companies,
    reviews,
    pending: pendingEdits(companies),
    leads: demoLeads(companies, { id: client.id, name: `${client.first_name} ${client.last_name}` }, today),
    advertisement: demoAdvertisement(companies, today),
    views: demoViews(companies, today),
  };
}
