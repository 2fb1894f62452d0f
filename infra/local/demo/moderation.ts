import type { CompanyContentInput, CompanyProfile } from '@migralink/functions/data/company-items';
import type { Subject } from '@migralink/functions/data/moderation';
import type { ServiceContentInput, ServiceMeta } from '@migralink/functions/data/service-items';
import type { DemoCompany } from './company';
import { seededRandom } from './random';

/**
 * What waits for the demo admin in the moderation queue: owners of two
 * companies rewrote their motto and description (in English and Russian), and
 * a third raised a service's price and reworded why to choose it. The public
 * keeps seeing the approved versions until the admin decides.
 */

export interface DemoPendingEdit {
  subject: Subject;
  /** The approved item's meta as generated (revision 1). */
  meta: CompanyProfile | ServiceMeta;
  /** The owner's edited content; it becomes revision 2 and is sent at `submittedAt`. */
  content: CompanyContentInput | ServiceContentInput;
  submittedAt: string;
}

const MOTTOS = [
  { en: 'Your move, our paperwork', ru: 'Ваш переезд — наши документы' },
  { en: 'Visas without surprises since day one', ru: 'Визы без сюрпризов с первого дня' },
];

const DESCRIPTION_NEWS = {
  en: ' New: free 20-minute video calls on weekdays, in English and Russian.',
  ru: ' Новое: бесплатные 20-минутные видеозвонки по будням, на английском и русском.',
};

const SERVICE_REASON_NEWS = {
  en: ' The price now includes certified translations of every document.',
  ru: ' Теперь в цену входят заверенные переводы всех документов.',
};

/** Sent on consecutive mornings, so the queue has a clear oldest-first order. */
const submittedAt = (index: number) => new Date(Date.UTC(2026, 1, 9 + index, 9, 30)).toISOString();

function withoutDerived<C extends { filled_locales: unknown }>(content: C): Omit<C, 'filled_locales'> {
  const { filled_locales: _derived, ...input } = content;
  return input;
}

function companyEdit({ profile, content }: DemoCompany, index: number): DemoPendingEdit {
  return {
    subject: { kind: 'company', companyId: profile.id },
    meta: profile,
    content: {
      ...withoutDerived(content),
      motto: { ...content.motto, ...MOTTOS[index % MOTTOS.length] },
      description: {
        ...content.description,
        en: content.description.en + DESCRIPTION_NEWS.en,
        ru: (content.description.ru ?? '') + DESCRIPTION_NEWS.ru,
      },
    },
    submittedAt: submittedAt(index),
  };
}

function serviceEdit({ profile, services }: DemoCompany, index: number): DemoPendingEdit {
  const { meta, content } = services[0]!;
  const reason = content.receiving_reason;
  return {
    subject: { kind: 'service', companyId: profile.id, serviceId: meta.id },
    meta,
    content: {
      ...withoutDerived(content),
      price_to: Math.round((content.price_to * 1.2) / 100) * 100,
      receiving_reason: {
        ...reason,
        en: reason.en + SERVICE_REASON_NEWS.en,
        ru: (reason.ru ?? '') + SERVICE_REASON_NEWS.ru,
      },
    },
    submittedAt: submittedAt(index),
  };
}

/** The same pending edits on every run: two companies and one service of a third, picked by a fixed seed. */
export function pendingEdits(companies: readonly DemoCompany[]): DemoPendingEdit[] {
  const [first, second, third] = seededRandom('demo:moderation').sample(companies, 3);
  if (!first || !second || !third) throw new Error('The demo needs at least 3 companies for its moderation queue');
  return [companyEdit(first, 0), serviceEdit(third, 1), companyEdit(second, 2)];
}
