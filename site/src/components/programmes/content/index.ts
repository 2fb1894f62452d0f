import type { Locale } from '@migralink/shared/locales';
import type { ProgrammeContent, WebinarContent } from '@migralink/shared/schemas/site-pages';
import { firstEdition } from '@migralink/shared/site-pages/first-editions';
import type { ProgrammeSlug, WebinarSlug } from '@migralink/shared/site-pages/pages';

export {
  PROGRAMME_SLUGS,
  WEBINAR_SLUGS,
  type ProgrammeSlug,
  type WebinarSlug,
} from '@migralink/shared/site-pages/pages';

export const programmeOf = (slug: ProgrammeSlug, locale: Locale): ProgrammeContent =>
  firstEdition('programme', slug, locale)!;
export const webinarOf = (slug: WebinarSlug, locale: Locale): WebinarContent => firstEdition('webinar', slug, locale)!;
