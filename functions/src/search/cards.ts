import type { CompanyCard } from '@migralink/shared/schemas/catalogue';
import { pickText, textLocale } from '@migralink/shared/locales';
import { getAll } from '#data/batch-get';
import { validBadge } from '#data/certificates';
import { reviewSummary, type CompanyContent, type CompanyProfile } from '#data/companies';
import { keys, type ItemKey } from '#data/keys';
import { byName } from '#data/reference';
import { convertPrice } from '#reference/money';
import { catalogueReference, namesIn, type Presentation } from '#reference/lists';

const keyText = ({ pk, sk }: ItemKey) => `${pk}|${sk}`;

/** What a card shows of a company's profile. */
const PROFILE_ATTRIBUTES = [
  'id',
  'slug',
  'plan',
  'published',
  'served_countries',
  'min_price_from',
  'review_count',
  'review_sum',
  'certificate',
] as const satisfies readonly (keyof CompanyProfile)[];
/** What a card shows of a company's approved content (its offices for the first address and their number). */
const CONTENT_ATTRIBUTES = [
  'name',
  'motto',
  'logo',
  'offices',
  'filled_locales',
] as const satisfies readonly (keyof CompanyContent)[];

type CardProfile = Pick<CompanyProfile, (typeof PROFILE_ATTRIBUTES)[number]>;
type CardContent = Pick<CompanyContent, (typeof CONTENT_ATTRIBUTES)[number]>;
/** Both items are read in one request, so with one projection: each lacks the other's attributes. */
const CARD_ATTRIBUTES = ['pk', 'sk', ...PROFILE_ATTRIBUTES, ...CONTENT_ATTRIBUTES];

/**
 * A company card from its profile and approved content (callers check that the
 * company is public). The countries it serves and its lowest price come from
 * the summary every reindex keeps on the profile, so a card reads nothing more.
 */
export function card(profile: CardProfile, content: CardContent, how: Presentation): CompanyCard {
  const { locale, currency, reference } = how;
  const [office] = content.offices;
  const names = namesIn(reference, locale);
  const countries = (profile.served_countries ?? [])
    .map((code) => ({ id: code, name: names.country(code) ?? code }))
    .sort(byName(locale));
  const price = profile.min_price_from ?? null;
  const textIn = textLocale(content.filled_locales, locale);
  return {
    uuid: profile.id,
    slug: profile.slug,
    name: pickText(content.name, textIn),
    motto: pickText(content.motto, textIn),
    logo: content.logo,
    plan: profile.plan,
    address: office ? pickText(office.address, textIn) : null,
    offices_count: content.offices.length,
    filled_locales: content.filled_locales,
    text_locale: textIn,
    countries,
    price_from: price === null ? null : convertPrice(price, currency, reference.currencies),
    currency,
    rating: cardRating(profile),
    certificate: validBadge(profile.certificate),
  };
}

/** A card's rating: the average of the company's shown reviews and their number, from its profile's counters. */
function cardRating(profile: CardProfile): CompanyCard['rating'] {
  const { total, avg_rate: average } = reviewSummary(profile);
  return average === null ? null : { avg_rate: average, total };
}

/**
 * The public cards of companies, in the order of `ids`, in one BatchGetItem
 * (profile and approved content of each, only the attributes a card shows;
 * up to 50 companies) and the reference data cached per container (C1) to name
 * countries and convert prices. A company gone or hidden since the list was
 * written is left out.
 */
export async function companyCards(
  ids: readonly string[],
  how: Omit<Presentation, 'reference'>,
): Promise<Map<string, CompanyCard>> {
  const cards = new Map<string, CompanyCard>();
  if (ids.length === 0) return cards;
  const [items, reference] = await Promise.all([
    getAll(
      ids.flatMap((id) => [keys.company.profile(id), keys.company.content(id, 'approved')]),
      false,
      CARD_ATTRIBUTES,
    ),
    catalogueReference(),
  ]);
  const byKey = new Map(items.map((item) => [keyText(item as unknown as ItemKey), item]));
  for (const id of ids) {
    const profile = byKey.get(keyText(keys.company.profile(id)));
    const content = byKey.get(keyText(keys.company.content(id, 'approved')));
    // A company hidden since a list or an advertisement named it is left out.
    if (profile?.published && content) {
      cards.set(id, card(profile as CardProfile, content as CardContent, { ...how, reference }));
    }
  }
  return cards;
}
