import type { Locale } from '@migralink/shared/locales';
import { MODERATED_KINDS, type ModeratedKind } from '@migralink/shared/schemas/moderation';
import { adminUrl } from '@/components/company-account/shared/paths';

/** What a staff preview shows: a company or a service, by id. */
export interface PreviewTarget {
  readonly kind: ModeratedKind;
  readonly uuid: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The staff preview's address: `/{locale}/admin/moderation/preview/?kind=&uuid=` (and `&locale=` for another language). */
export function moderationPreviewUrl(locale: Locale, { kind, uuid }: PreviewTarget, language?: Locale): string {
  return adminUrl(locale, 'moderationPreview', { kind, uuid, locale: language });
}

/** The company or service an address names; undefined when it names none properly. */
export function readPreviewAddress(search: string): PreviewTarget | undefined {
  const query = new URLSearchParams(search);
  const kind = MODERATED_KINDS.find((candidate) => candidate === query.get('kind'));
  const uuid = query.get('uuid') ?? '';
  return kind && UUID.test(uuid) ? { kind, uuid } : undefined;
}
