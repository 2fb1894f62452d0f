import type { CompanyCard } from '@migralink/shared/schemas/catalogue';
import { pickText, type Locale } from '@migralink/shared/locales';
import { getAll } from '#data/batch-get';
import type { CompanyContent, CompanyProfile } from '#data/companies';
import { withoutKeys } from '#data/items';
import { keys, type ItemKey } from '#data/keys';

const keyText = ({ pk, sk }: ItemKey) => `${pk}|${sk}`;

/** A company card from its profile and approved content (callers check that the company is public). */
export function card(profile: CompanyProfile, content: CompanyContent, locale: Locale): CompanyCard {
  const [office] = content.offices;
  return {
    uuid: profile.id,
    slug: profile.slug,
    name: pickText(content.name, locale),
    motto: pickText(content.motto, locale),
    logo: content.logo,
    plan: profile.plan,
    address: office ? pickText(office.address, locale) : null,
    offices_count: content.offices.length,
    filled_locales: content.filled_locales,
  };
}

/**
 * The public cards of companies, in the order of `ids`, in one BatchGetItem
 * (profile and approved content of each; up to 50 companies). A company gone
 * since the list was written is left out.
 */
export async function companyCards(ids: readonly string[], locale: Locale): Promise<Map<string, CompanyCard>> {
  const items = await getAll(ids.flatMap((id) => [keys.company.profile(id), keys.company.content(id, 'approved')]));
  const byKey = new Map(items.map((item) => [keyText(item as unknown as ItemKey), item]));
  const cards = new Map<string, CompanyCard>();
  for (const id of ids) {
    const profile = byKey.get(keyText(keys.company.profile(id)));
    const content = byKey.get(keyText(keys.company.content(id, 'approved')));
    if (profile && content) cards.set(id, card(withoutKeys(profile), withoutKeys(content), locale));
  }
  return cards;
}
