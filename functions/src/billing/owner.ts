import type { LocalizedText } from '@migralink/shared/locales';
import { getAll } from '#data/batch-get';
import type { CompanyContent, CompanyProfile } from '#data/company-items';
import { withoutKeys } from '#data/items';
import { keys } from '#data/keys';
import { getUser, type User } from '#data/users';

/** Who pays for a company: its profile, its name as last written, and its owner's account. */
export interface Payer {
  profile: CompanyProfile;
  /** The approved name, or the draft's for a company never approved; empty when neither exists. */
  name: LocalizedText;
  owner: User | undefined;
}

/** The company's profile and name (one BatchGetItem of profile, approved and draft content) and its owner (one GetItem). */
export async function payerOf(companyId: string): Promise<Payer | undefined> {
  const profileKey = keys.company.profile(companyId);
  const approvedKey = keys.company.content(companyId, 'approved');
  const items = await getAll([profileKey, approvedKey, keys.company.content(companyId, 'draft')], true);
  const profile = items.find((item) => item.sk === profileKey.sk);
  if (!profile) return undefined;
  const content = items.find((item) => item.sk === approvedKey.sk) ?? items.find((item) => item !== profile);
  const company = withoutKeys<CompanyProfile>(profile);
  return {
    profile: company,
    name: content ? withoutKeys<CompanyContent>(content).name : { en: '' },
    owner: await getUser(company.owner_id),
  };
}
