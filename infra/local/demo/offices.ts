import * as z from 'zod/mini';
import { phoneNumber as phoneRule } from '@migralink/shared/schemas/phone';
import type {
  Messenger,
  Office,
  OfficeEmployee,
  OfficeHoliday,
  OfficePhone,
  WorkingTime,
} from '@migralink/functions/data/company-items';
import type { LocalizedText } from '@migralink/shared/locales';
import { POSITIONS } from './fragments/companies';
import type { City, HomeCountry, PhonePlan } from './fragments/places';
import { demoId } from './ids';
import { photoPath } from './images';
import type { Random } from './random';
import { text } from './texts';

/** What the office builders need to know about the company. */
export interface OfficeContext {
  key: string;
  domain: string;
  home: HomeCountry;
  city: City;
  random: Random;
  /** Owner first, then the other named employee. */
  people: string[];
}

/** A number of the plan that the product's own phone rule takes (a plan's prefix leaves some numbers unassigned). */
export function phoneNumber(random: Random, [prefix, digits]: PhonePlan): string {
  for (let draw = 0; draw < 100; draw++) {
    let number = String(random.int(1, 9));
    while (number.length < digits) number += String(random.int(0, 9));
    if (z.safeParse(phoneRule, prefix + number).success) return prefix + number;
  }
  throw new Error(`The demo's phone plan ${prefix} with ${digits} digits gives no valid number`);
}

function address(random: Random, home: HomeCountry, city: City): LocalizedText {
  const street = random.pick(city.streets);
  const number = random.int(2, 180);
  const suite = random.int(1, 24) * 100 + random.int(1, 12);
  switch (home.addressStyle) {
    case 'number-first':
      return {
        en: `${number} ${street.name}, Suite ${suite}, ${city.en}, ${city.region} ${street.postcode}`,
        ru: `${city.ru}, ${number} ${street.name}, офис ${suite}`,
      };
    case 'office':
      return { en: `Office ${suite}, ${street.name}, ${city.en}`, ru: `${city.ru}, ${street.name}, офис ${suite}` };
    default:
      return {
        en: `${street.name} ${number}, ${street.postcode} ${city.en}`,
        ru: `${city.ru}, ${street.name} ${number}, ${street.postcode}`,
      };
  }
}

const WEEK_PATTERNS: { times: WorkingTime[]; holidays: OfficeHoliday[] }[] = [
  {
    times: [{ days: [1, 2, 3, 4, 5], hour_from: '09:00', hour_to: '18:00' }],
    holidays: [{ days: [6, 7], hours: '' }],
  },
  {
    times: [
      { days: [1, 2, 3, 4], hour_from: '09:00', hour_to: '18:00' },
      { days: [5], hour_from: '09:00', hour_to: '16:00' },
    ],
    holidays: [{ days: [6, 7], hours: '' }],
  },
  {
    times: [
      { days: [1, 2, 3, 4, 5], hour_from: '10:00', hour_to: '19:00' },
      { days: [6], hour_from: '10:00', hour_to: '14:00' },
    ],
    holidays: [{ days: [7], hours: '' }],
  },
];

const MESSENGER_SETS: Messenger[][] = [
  ['whatsapp', 'telegram'],
  ['whatsapp'],
  ['telegram'],
  ['whatsapp', 'telegram', 'viber'],
  ['whatsapp', 'viber'],
];

function phones(random: Random, city: City, head: boolean): OfficePhone[] {
  const mobile = { phone_number: phoneNumber(random, city.mobile), messengers: random.pick(MESSENGER_SETS) };
  if (!head) return [mobile];
  return [{ phone_number: phoneNumber(random, city.landline), messengers: [] }, mobile];
}

function employees(context: OfficeContext): OfficeEmployee[] {
  const [owner, colleague] = context.people;
  const colleaguePosition = context.random.pick(POSITIONS.slice(1));
  return [
    { name: owner!, position: text(POSITIONS[0]!) },
    ...(colleague ? [{ name: colleague, position: text(colleaguePosition) }] : []),
  ].map((employee) => {
    const id = demoId('employee', context.key, employee.name);
    return { id, avatar: photoPath(demoId('company', context.key), id), ...employee };
  });
}

function office(context: OfficeContext, city: City, index: number): Office {
  const { random } = context;
  const head = index === 0;
  const pattern = random.pick(WEEK_PATTERNS);
  return {
    id: demoId('office', context.key, index),
    address: address(random, context.home, city),
    email: `${head ? 'info' : city.slug}@${context.domain}`,
    logo: null,
    type: head ? 'head' : 'branch',
    show_block: true,
    office_type_id: head ? 1 : 2,
    lat: Number((city.lat + (random.next() - 0.5) * 0.03).toFixed(5)),
    long: Number((city.long + (random.next() - 0.5) * 0.03).toFixed(5)),
    office_working_times: pattern.times,
    office_holidays: pattern.holidays,
    office_employees: head ? employees(context) : [],
    phones: phones(random, city, head),
  };
}

/** The head office in the company's city, then branches in other cities of the country. */
export function buildOffices(context: OfficeContext, count: number): Office[] {
  const others = context.random.shuffle(context.home.cities.filter((city) => city !== context.city));
  const cities = [context.city, ...others].slice(0, count);
  return cities.map((city, index) => office(context, city, index));
}
