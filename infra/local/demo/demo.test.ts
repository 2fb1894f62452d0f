import { companyRequiredTexts } from '@migralink/functions/data/company-items';
import { filledLocales } from '@migralink/functions/data/filled-locales';
import { diffContent } from '@migralink/functions/moderation/diff';
import { serviceRequiredTexts } from '@migralink/functions/data/service-items';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../../seed/reference/index';
import { HOME_COUNTRIES } from './fragments/places';
import { DEMO_ADMIN_EMAIL, DEMO_CLIENT_EMAIL } from './accounts';
import { generateDemo } from './generate';
import { demoId } from './ids';
import { seededRandom } from './random';
import { REVIEWERS } from './reviews';

const demo = generateDemo();
const services = demo.companies.flatMap((company) => company.services);
const offices = demo.companies.flatMap((company) => company.content.offices);

/** Every `id` anywhere in a value, nested lists and objects included. */
function idsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, entry]) =>
    key === 'id' && typeof entry === 'string' ? [entry] : idsIn(entry),
  );
}

describe('the demo generator', () => {
  it('builds at least 36 companies across at least 9 target countries', () => {
    expect(demo.companies.length).toBeGreaterThanOrEqual(36);
    const targets = new Set(services.map((service) => service.content.search_attributes.country));
    expect(targets.size).toBeGreaterThanOrEqual(9);
  });

  it('gives every company English and Russian name, motto and description', () => {
    for (const { content } of demo.companies) {
      for (const field of [content.name, content.motto, content.description]) {
        expect(field.en.trim()).not.toBe('');
        expect(field.ru?.trim()).toBeTruthy();
      }
      expect(content.description.ru).toMatch(/[а-яё]/i);
      expect(content.filled_locales).toEqual(['en', 'ru']);
    }
  });

  it('derives filled_locales of companies and services from their texts', () => {
    for (const { content } of demo.companies) {
      expect(content.filled_locales).toEqual(filledLocales(companyRequiredTexts(content)));
    }
    for (const { content } of services) {
      expect(content.filled_locales).toEqual(filledLocales(serviceRequiredTexts(content)));
      expect(content.filled_locales).toEqual(['en', 'ru']);
    }
  });

  it('gives every company 1 to 4 services within its plan, and spreads the plans', () => {
    for (const { profile, services: own } of demo.companies) {
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(profile.plan === 'basic' ? 1 : 4);
      for (const { meta } of own) expect(meta.company_id).toBe(profile.id);
    }
    expect(new Set(demo.companies.map((company) => company.profile.plan))).toEqual(
      new Set(['basic', 'pro', 'premium']),
    );
  });

  it('approves and publishes every company and service', () => {
    for (const item of [...demo.companies.map((company) => company.profile), ...services.map((s) => s.meta)]) {
      expect(item).toMatchObject({ status: 'approved', published: true, moderator_comment: null });
      expect(Date.parse(item.approved_at!)).toBeGreaterThanOrEqual(Date.parse(item.created_at));
    }
  });

  it('references only purposes, categories, countries and time units that exist', () => {
    const purposes = new Set(REFERENCE_DATA.purpose.map((purpose) => purpose.id));
    const categories = new Map(REFERENCE_DATA.category.map((category) => [category.id, category]));
    const countries = new Set(REFERENCE_DATA.country.map((country) => country.code));
    const timeUnits = new Set(REFERENCE_DATA.time_unit.map((unit) => unit.id));
    for (const { content } of services) {
      const attributes = content.search_attributes;
      expect(countries).toContain(attributes.country);
      for (const code of attributes.countries) expect(countries).toContain(code);
      expect(attributes.countries).not.toContain(attributes.country);
      expect(attributes.immigration_purposes.length).toBeGreaterThan(0);
      for (const id of attributes.immigration_purposes) expect(purposes).toContain(id);
      expect(categories.get(attributes.main_category)?.parent_id).toBeNull();
      for (const id of attributes.categories) expect(categories.get(id)?.parent_id).toBe(attributes.main_category);
      expect(timeUnits).toContain(content.time_unit_id);
    }
  });

  it('prices services in EUR minor units with price_from ≤ price_to', () => {
    for (const { content } of services) {
      expect(content.currency).toBe('EUR');
      expect(Number.isInteger(content.price_from) && Number.isInteger(content.price_to)).toBe(true);
      expect(content.price_from).toBeGreaterThan(0);
      expect(content.price_from).toBeLessThanOrEqual(content.price_to);
      expect(content.duration).toBeGreaterThan(0);
    }
  });

  it('lists 2 or 3 documents, 2 required steps and 3 benefits per service', () => {
    for (const { content } of services) {
      expect(content.service_documents.length).toBeGreaterThanOrEqual(2);
      expect(content.service_documents.length).toBeLessThanOrEqual(3);
      expect(content.service_required_steps).toHaveLength(2);
      expect(content.service_benefits).toHaveLength(3);
    }
  });

  it('gives every company 1 to 3 offices in its cities, with hours, a holiday row and reachable phones', () => {
    const cities = HOME_COUNTRIES.flatMap((country) => country.cities);
    for (const { content } of demo.companies) {
      expect(content.offices.length).toBeGreaterThanOrEqual(1);
      expect(content.offices.length).toBeLessThanOrEqual(3);
    }
    for (const office of offices) {
      const near = cities.some(
        (city) => Math.abs(city.lat - office.lat) < 0.05 && Math.abs(city.long - office.long) < 0.05,
      );
      expect(near, `${office.address.en} lies in one of its country's cities`).toBe(true);
      expect(office.address.ru).toBeTruthy();
      for (const time of office.office_working_times) {
        expect(time.hour_from).toMatch(/^\d\d:\d\d$/);
        expect(time.hour_to > time.hour_from).toBe(true);
        for (const day of time.days) expect(day).toBeGreaterThanOrEqual(1);
      }
      expect(office.office_holidays.length).toBeGreaterThan(0);
      for (const phone of office.phones) expect(phone.phone_number).toMatch(/^\+[1-9]\d{7,14}$/);
      expect(office.phones.some((phone) => phone.messengers.length > 0)).toBe(true);
    }
  });

  it('makes an owner with role company for every company, plus the admin, a client and the reviewers, all verified', () => {
    const byEmail = new Map(demo.users.map((user) => [user.email, user]));
    expect(byEmail.get(DEMO_ADMIN_EMAIL)?.role).toBe('admin');
    expect(byEmail.get(DEMO_CLIENT_EMAIL)?.role).toBe('client');
    for (const { profile } of demo.companies) {
      const owner = demo.users.find((user) => user.company_id === profile.id && user.email.startsWith('owner-'));
      expect(owner).toMatchObject({ id: profile.owner_id, role: 'company', company_id: profile.id });
    }
    expect(demo.users.filter((user) => user.email.startsWith('reviewer-'))).toHaveLength(REVIEWERS.length);
    expect(demo.users).toHaveLength(demo.companies.length + 2 + REVIEWERS.length);
    for (const user of demo.users) expect(user.email_verified).toBe(true);
  });

  it('reviews the first companies, each reviewer once a company, with the counters on their profiles', () => {
    expect(demo.reviews.length).toBeGreaterThan(20);
    const pairs = demo.reviews.map((review) => `${review.company_id}/${review.author_id}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const { profile } of demo.companies) {
      const own = demo.reviews.filter((review) => review.company_id === profile.id);
      expect(profile.review_count ?? 0).toBe(own.length);
      expect(profile.review_sum ?? 0).toBe(own.reduce((sum, review) => sum + review.rating, 0));
    }
  });

  it('leaves two company edits and one service edit waiting for moderation, oldest first', () => {
    expect(demo.pending.map((edit) => edit.subject.kind)).toEqual(['company', 'service', 'company']);
    const times = demo.pending.map((edit) => edit.submittedAt);
    expect([...times].sort()).toEqual(times);
    expect(new Set(demo.pending.map((edit) => edit.subject.companyId)).size).toBe(3);
    for (const { subject, meta, content } of demo.pending) {
      const company = demo.companies.find(({ profile }) => profile.id === subject.companyId)!;
      const approved =
        subject.kind === 'company'
          ? company.content
          : company.services.find((service) => service.meta.id === subject.serviceId)!.content;
      expect(meta).toMatchObject({ status: 'approved', revision: 1 });
      const paths = diffContent(approved, content).map((change) => change.path);
      expect(paths).toEqual(
        subject.kind === 'company'
          ? ['description.en', 'description.ru', 'motto.en', 'motto.ru']
          : ['price_to', 'receiving_reason.en', 'receiving_reason.ru'],
      );
    }
  });

  it('dates the leads in the 60 days before today, each about a service of its own company, some answered', () => {
    const today = new Date('2026-11-25T00:00:00.000Z');
    const leads = generateDemo(today).leads;
    expect(leads.length).toBeGreaterThan(40);
    for (const lead of leads) {
      const age = today.getTime() - Date.parse(lead.created_at);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(61 * 24 * 60 * 60 * 1000);
      const company = demo.companies.find(({ profile }) => profile.id === lead.company_id);
      if (lead.kind === 'company') expect(lead.owner).toBe(company?.profile.id);
      else expect(lead.company_id).toBeUndefined();
      if (lead.service_id) expect(company?.services.map((service) => service.meta.id)).toContain(lead.service_id);
      for (const reply of lead.replies ?? []) expect(reply.created_at > lead.created_at).toBe(true);
    }
    expect(leads.some((lead) => lead.replies?.length)).toBe(true);
    expect(new Set(leads.map((lead) => lead.status))).toEqual(new Set(['new', 'in_progress', 'done', 'rejected']));
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(leads.length);
  });

  it('gives each company with leads 90 days of contact views up to today and page views up to the day before yesterday, busier on weekdays', () => {
    const today = new Date('2026-11-25T00:00:00.000Z');
    const views = generateDemo(today).views;
    const weekday = { busy: [] as number[], weekend: [] as number[] };
    const withLeads = new Set(demo.leads.map((lead) => lead.company_id));
    const [active, others] = [
      demo.companies.filter(({ profile }) => withLeads.has(profile.id)),
      demo.companies.filter(({ profile }) => !withLeads.has(profile.id)),
    ];
    expect(active.length).toBeGreaterThanOrEqual(3);
    // The owners the README names, one on each plan, find their statistics screens filled.
    for (const name of ['spree-talent-bridge', 'nordlicht-relocation', 'kanzlei-brandt-and-vogel']) {
      const owner = demo.users.find((user) => user.email === `owner-${name}@example.com`);
      expect(views.some((entry) => entry.companyId === owner?.company_id)).toBe(true);
    }
    for (const { profile } of others) expect(views.filter((entry) => entry.companyId === profile.id)).toEqual([]);
    for (const { profile, services: own } of active) {
      const days = views.filter((entry) => entry.companyId === profile.id);
      expect(days.map((entry) => entry.day)).toEqual(
        Array.from({ length: 90 }, (_, index) => new Date(today.getTime() - (89 - index) * 86_400_000)).map((date) =>
          date.toISOString().slice(0, 10),
        ),
      );
      // Yesterday's and today's page views are the counting job's, from the site's access logs.
      expect(days.filter((entry) => !entry.pages).map((entry) => entry.day)).toEqual(['2026-11-24', '2026-11-25']);
      const counted = days.flatMap(({ day, contacts, pages }) => (pages ? [{ day, contacts, ...pages }] : []));
      expect(counted.reduce((total, entry) => total + entry.company, 0)).toBeGreaterThan(90);
      for (const entry of counted) {
        expect(entry.contacts).toBeLessThanOrEqual(entry.company);
        for (const serviceId of Object.keys(entry.services)) expect(own.map((s) => s.meta.id)).toContain(serviceId);
        const day = new Date(entry.day).getUTCDay();
        (day === 0 || day === 6 ? weekday.weekend : weekday.busy).push(entry.company);
      }
    }
    const mean = (counts: number[]) => counts.reduce((total, count) => total + count, 0) / counts.length;
    expect(mean(weekday.busy)).toBeGreaterThan(mean(weekday.weekend));
  });

  it('uses unique ids and slugs that are the same in every generation', () => {
    const ids = [...idsIn(demo.companies), ...demo.users.map((user) => user.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const slugs = demo.companies.map((company) => company.profile.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(generateDemo()).toEqual(demo);
  });
});

describe('demo ids and randomness', () => {
  it('derives the same UUID from the same parts and different ones from different parts', () => {
    expect(demoId('company', 'a')).toBe(demoId('company', 'a'));
    expect(demoId('company', 'a')).not.toBe(demoId('company', 'b'));
  });

  it('draws the same sequence from the same seed', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draw('x')).toEqual(draw('x'));
    expect(draw('x')).not.toEqual(draw('y'));
  });
});
