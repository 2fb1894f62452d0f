import type { CompanyProfile } from '@migralink/functions/data/company-items';
import {
  serviceContent,
  type ServiceContent,
  type ServiceMeta,
  type ServicePoint,
  type ServiceSearchAttributes,
} from '@migralink/functions/data/service-items';
import { BACKGROUND_LIBRARY, backgroundUrl } from '@migralink/shared/schemas/service-account';
import type { Focus, Pair } from './fragments/companies';
import { FEEDBACK_INVITATIONS } from './fragments/companies';
import { SOURCE_COUNTRY_SETS, type HomeCountry, type Place } from './fragments/places';
import {
  DOCUMENTS,
  FIRST_STEPS,
  GENERAL_SERVICES,
  LAST_STEPS,
  SERVICE_BENEFITS,
  SERVICE_TEMPLATES,
  SERVICES_BY_FOCUS,
  type ServiceTemplate,
} from './fragments/services';
import { demoId } from './ids';
import type { Random } from './random';
import { categoryIds, countryCode, purposeIds, timeUnitId } from './reference';
import { text } from './texts';

export interface DemoService {
  meta: ServiceMeta;
  content: ServiceContent;
}

export interface ServiceContext {
  profile: CompanyProfile;
  home: HomeCountry;
  focus: Focus;
  random: Random;
}

const template = (key: string): ServiceTemplate => {
  const found = SERVICE_TEMPLATES.get(key);
  if (!found) throw new Error(`Demo service "${key}" is not written`);
  return found;
};

const offeredIn = (candidate: ServiceTemplate, code: string) =>
  (!candidate.onlyIn || candidate.onlyIn.includes(code)) && !candidate.notIn?.includes(code);

/**
 * `count` services that exist in the company's country: its signature service
 * first, then the rest of its focus in random order, general ones if those run out.
 */
function chooseTemplates({ home, focus, random }: ServiceContext, count: number): ServiceTemplate[] {
  const [signature, ...focused] = SERVICES_BY_FOCUS[focus]
    .map(template)
    .filter((candidate) => offeredIn(candidate, home.code));
  const general = GENERAL_SERVICES.map(template).filter(
    (candidate) => offeredIn(candidate, home.code) && candidate !== signature && !focused.includes(candidate),
  );
  const ordered = [...(signature ? [signature] : []), ...random.shuffle(focused), ...random.shuffle(general)];
  return ordered.slice(0, count);
}

/** The signature service is offered at home; the others now and then in a neighbour where they exist too. */
function targetOf({ home, random }: ServiceContext, candidate: ServiceTemplate, index: number): Place {
  const neighbours = home.neighbours.filter((place) => offeredIn(candidate, place.code));
  return index > 0 && neighbours.length && random.chance(0.2) ? random.pick(neighbours) : home;
}

/** Whole euros, in steps that suit the amount, as EUR minor units; from ≤ to. */
function prices(random: Random, [low, high]: [number, number]): { price_from: number; price_to: number } {
  const step = high - low >= 1000 ? 100 : 10;
  const steps = Math.floor((high - low) / step);
  const from = low + step * random.int(0, Math.floor(steps / 2));
  const to = from + step * random.int(0, Math.floor((high - from) / step));
  return { price_from: from * 100, price_to: to * 100 };
}

function sources(random: Random, candidate: ServiceTemplate, target: string): string[] {
  const audience = random.pick(candidate.sources ?? SOURCE_COUNTRY_SETS);
  return audience.filter((code) => code !== target).map(countryCode);
}

function points(serviceId: string, kind: string, pairs: [Pair, Pair][], icons: string[]): ServicePoint[] {
  return pairs.map(([name, description], index) => ({
    id: demoId(serviceId, kind, index),
    name: text(name),
    description: text(description),
    icon: icons[index] ?? null,
  }));
}

/** Documents, the two required steps, three benefits and a feedback form. */
function lists(random: Random, candidate: ServiceTemplate, serviceId: string) {
  const benefits = random.sample(SERVICE_BENEFITS, 3);
  const steps = [random.pick(FIRST_STEPS), random.pick(LAST_STEPS)];
  return {
    service_documents: random.sample(candidate.documents, random.int(2, 3)).map((key) => ({
      id: demoId(serviceId, 'document', key),
      name: text(DOCUMENTS[key]),
      icon: key,
    })),
    service_required_steps: points(serviceId, 'step', steps, ['1', '2']),
    service_benefits: points(
      serviceId,
      'benefit',
      benefits.map((benefit) => [benefit.name, benefit.description]),
      benefits.map((benefit) => benefit.icon),
    ),
    feedback_forms: [
      {
        id: demoId(serviceId, 'feedback-form'),
        type_id: 1,
        description: text(random.pick(FEEDBACK_INVITATIONS)),
        background_image: null,
      },
    ],
  };
}

function searchAttributes(random: Random, candidate: ServiceTemplate, target: Place): ServiceSearchAttributes {
  return {
    country: countryCode(target.code),
    countries: sources(random, candidate, target.code),
    immigration_purposes: purposeIds(candidate.purposes),
    ...categoryIds(candidate.categories),
  };
}

/** Most services show a background of the image library, told by their id (no draw: the rest of the demo stays as it is). */
function backgroundOf(serviceId: string): string | null {
  const choice = [...serviceId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % (BACKGROUND_LIBRARY.length + 1);
  return choice === BACKGROUND_LIBRARY.length ? null : backgroundUrl(BACKGROUND_LIBRARY[choice]!);
}

function content(context: ServiceContext, candidate: ServiceTemplate, index: number, id: string): ServiceContent {
  const { random } = context;
  const target = targetOf(context, candidate, index);
  const place = { inCountry: [target.enIn, target.ruIn] as Pair };
  const [minDuration, maxDuration, unit] = candidate.duration;
  return serviceContent({
    name: text(candidate.name, place),
    receiving_reason: text(candidate.reason, place),
    applicant_requirements: text(candidate.requirements, place),
    ...prices(random, candidate.price),
    currency: 'EUR',
    duration: random.int(minDuration, maxDuration),
    time_unit_id: timeUnitId(unit),
    show_price_block: true,
    show_duration_block: true,
    show_documents_block: true,
    show_required_steps_block: true,
    show_benefits_block: true,
    background_image: backgroundOf(id),
    ...lists(random, candidate, id),
    search_attributes: searchAttributes(random, candidate, target),
  });
}

/** The company's services, approved and published the day the company was. */
export function buildServices(context: ServiceContext, count: number): DemoService[] {
  const { profile } = context;
  return chooseTemplates(context, count).map((candidate, index) => {
    const id = demoId('service', profile.slug, candidate.key);
    const meta: ServiceMeta = {
      id,
      company_id: profile.id,
      status: 'approved',
      published: true,
      moderator_comment: null,
      revision: 1,
      submitted_at: null,
      created_at: profile.created_at,
      updated_at: profile.updated_at,
      approved_at: profile.approved_at,
    };
    return { meta, content: content(context, candidate, index, id) };
  });
}
