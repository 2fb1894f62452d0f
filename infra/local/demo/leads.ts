import type { LeadStatus } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import type { LeadKind } from '@migralink/shared/schemas/leads';
import type { LeadRecord } from '@migralink/functions/data/leads';
import { ACTIVE_COMPANIES, type DemoCompany } from './company';
import { keys } from '@migralink/functions/data/keys';
import { demoId } from './ids';
import { seededRandom, type Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who writes: a name, their language and where they live. */
const VISITORS: readonly { name: string; locale: Locale; country: string }[] = [
  { name: 'Olena Kovalchuk', locale: 'uk', country: 'UA' },
  { name: 'Андрій Мельник', locale: 'uk', country: 'UA' },
  { name: 'Ірина Бондар', locale: 'uk', country: 'PL' },
  { name: 'Дмитрий Соколов', locale: 'ru', country: 'KZ' },
  { name: 'Анна Волкова', locale: 'ru', country: 'GE' },
  { name: 'Тимур Алиев', locale: 'ru', country: 'UZ' },
  { name: 'Priya Sharma', locale: 'en', country: 'IN' },
  { name: 'Carlos Mendes', locale: 'en', country: 'BR' },
  { name: 'Amina Yusuf', locale: 'en', country: 'NG' },
  { name: 'James O’Connor', locale: 'en', country: 'IE' },
];

const MESSAGES: Record<Locale, readonly string[]> = {
  en: [
    'We are a family of three and would like to move next spring. What are the first steps?',
    'How long does the whole process take, and what does it cost in total?',
    'I work remotely for a US company. Which permit fits me best?',
    'Can you help with the documents for my wife and our two children too?',
    'I would like a consultation this month. Do you work online?',
  ],
  ru: [
    'Мы семья из трёх человек, хотим переехать весной. С чего начать?',
    'Сколько длится оформление и сколько всё это стоит?',
    'Работаю удалённо на американскую компанию. Какой вид на жительство мне подходит?',
    'Поможете с документами для жены и двоих детей?',
    'Хочу консультацию в этом месяце. Вы работаете онлайн?',
  ],
  uk: [
    'Ми родина з трьох людей, хочемо переїхати навесні. З чого почати?',
    'Скільки триває оформлення і скільки це коштує загалом?',
    'Працюю віддалено на американську компанію. Який дозвіл мені підходить?',
    'Допоможете з документами для дружини й двох дітей?',
    'Хочу консультацію цього місяця. Ви працюєте онлайн?',
  ],
};

const REPLIES: Record<Locale, readonly string[]> = {
  en: [
    'Thank you for your request. We can start with a free 30-minute call: which day suits you?',
    'The process takes about three months. We will send you the list of documents today.',
  ],
  ru: [
    'Спасибо за заявку! Начнём с бесплатной консультации на 30 минут: какой день вам удобен?',
    'Оформление занимает около трёх месяцев. Сегодня пришлём список документов.',
  ],
  uk: [
    'Дякуємо за заявку! Почнімо з безкоштовної консультації на 30 хвилин: який день вам зручний?',
    'Оформлення триває близько трьох місяців. Сьогодні надішлемо перелік документів.',
  ],
};

const PLATFORM_TOPICS: readonly { kind: Exclude<LeadKind, 'company'>; topic: string }[] = [
  { kind: 'seminar', topic: 'Serbia residence permit webinar' },
  { kind: 'seminar', topic: 'Real estate in Serbia webinar' },
  { kind: 'program', topic: 'Portugal D7 relocation programme' },
  { kind: 'passport', topic: 'Passport comparison: Ukraine and Poland' },
];

const ATTRIBUTIONS = [
  {},
  { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'relocation', gclid: 'Cj0KCQiA-demo' },
  { utm_source: 'newsletter', utm_medium: 'email' },
  { referrer: 'https://www.reddit.com/r/IWantOut/' },
] as const;

const STATUSES: readonly LeadStatus[] = ['new', 'new', 'in_progress', 'in_progress', 'done', 'rejected'];

const at = (today: Date, random: Random, maxDaysAgo: number) =>
  new Date(today.getTime() - random.int(0, maxDaysAgo) * DAY_MS - random.int(0, DAY_MS / 1000 - 1) * 1000);

/** A lead as a visitor's form would have stored it, then worked for a while (status, read, replies). */
function demoLead(
  random: Random,
  today: Date,
  target: { id: string; owner: string; kind: LeadKind; topic?: string; company?: DemoCompany },
  client: { id: string; name: string },
): LeadRecord {
  const signedIn = random.chance(0.15);
  const visitor = signedIn ? { ...VISITORS[0]!, name: client.name } : random.pick(VISITORS);
  const created = at(today, random, 60);
  const status = random.pick(STATUSES);
  const worked = status !== 'new' || random.chance(0.3);
  const service = target.company && random.chance(0.6) ? random.pick(target.company.services) : undefined;
  const replies =
    worked && random.chance(0.6)
      ? REPLIES[visitor.locale].slice(0, random.int(1, 2)).map((message, index) => ({
          id: demoId('lead-reply', target.id, index),
          message,
          created_at: new Date(created.getTime() + (index + 1) * random.int(1, 20) * 60 * 60 * 1000).toISOString(),
        }))
      : [];
  const slug =
    visitor.name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'visitor';
  return {
    id: target.id,
    kind: target.kind,
    owner: target.owner,
    ...(target.company ? { company_id: target.company.profile.id, company_name: target.company.content.name } : {}),
    ...(service ? { service_id: service.meta.id, service_name: service.content.name } : {}),
    ...(signedIn ? { user_id: client.id } : {}),
    ...(target.topic ? { topic: target.topic } : {}),
    name: visitor.name,
    email: `${slug}.${target.id.slice(0, 4)}@example.com`,
    ...(random.chance(0.5) ? { phone: `+3806${random.int(10_000_000, 99_999_999)}` } : {}),
    message: random.pick(MESSAGES[visitor.locale]),
    country: visitor.country,
    locale: visitor.locale,
    attribution: { ...random.pick(ATTRIBUTIONS) },
    status,
    created_at: created.toISOString(),
    updated_at: replies.at(-1)?.created_at ?? created.toISOString(),
    ...(worked ? { read_at: new Date(created.getTime() + 30 * 60 * 1000).toISOString() } : {}),
    ...(replies.length
      ? { replies, first_reply_at: replies[0]!.created_at, unread_replies: signedIn ? replies.length : 0 }
      : {}),
  };
}

/**
 * Leads of the last 60 days, the same on every run of a day: 4 to 12 for each
 * of the first companies (`ACTIVE_COMPANIES`, so a demo owner's inbox has work in it, some about a
 * service, some answered), a few to the platform for staff, and some sent by
 * the demo client signed in, so "My requests" shows answers too.
 */
export function demoLeads(companies: readonly DemoCompany[], client: { id: string; name: string }, today: Date) {
  const leads: LeadRecord[] = [];
  for (const company of companies.slice(0, ACTIVE_COMPANIES)) {
    const random = seededRandom(`leads:${company.profile.slug}`);
    const count = random.int(4, 12);
    for (let index = 0; index < count; index++) {
      const id = demoId('lead', company.profile.slug, index);
      leads.push(demoLead(random, today, { id, owner: company.profile.id, kind: 'company', company }, client));
    }
  }
  const random = seededRandom('leads:platform');
  PLATFORM_TOPICS.forEach(({ kind, topic }, index) => {
    const id = demoId('lead', 'platform', index);
    leads.push(demoLead(random, today, { id, owner: keys.leads.platform, kind, topic }, client));
  });
  return leads;
}
