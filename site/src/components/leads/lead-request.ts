import type { LeadKind } from '@migralink/shared/schemas/leads';
import type { LeadRequest } from './lead-popup-store';

/** Every kind of lead (a type-only import: the element's few lines carry no schema library). */
const KINDS = { company: true, program: true, seminar: true, passport: true } as const satisfies Record<LeadKind, true>;
const isKind = (kind: string | undefined): kind is LeadKind => kind !== undefined && Object.hasOwn(KINDS, kind);

/**
 * What a button's `data-*` asks the popup for: `data-kind` (`company`, with `data-company`, and
 * `data-service` on a service; or `program`, `seminar`, `passport`, the platform's, with
 * `data-topic`), `data-title` (whom it goes to), `data-about`, `data-page`. Undefined for
 * an unknown kind or a company button without its company.
 */
export function leadRequestOf(data: DOMStringMap): LeadRequest | undefined {
  const { kind, company, service, topic, title = '', about, page = '' } = data;
  if (!isKind(kind)) return undefined;
  const shown = { title, about, pageType: page };
  if (kind === 'company') return company ? { kind, companyId: company, serviceId: service, ...shown } : undefined;
  return { kind, topic, ...shown };
}
