import type { SubscriptionPackage } from '@migralink/shared/enums';
import { DEMO_PASSWORD } from '../demo/accounts';
import { generateDemo } from '../demo/generate';

/** A demo account to sign in with. */
export interface DemoOwner {
  readonly email: string;
  readonly password: string;
  readonly company: string;
}

/** The owners of the demo companies on `plan`, in the demo's order (the local platform seeds them all). */
export function demoOwnersOn(plan: SubscriptionPackage): DemoOwner[] {
  const demo = generateDemo();
  return demo.companies
    .filter((company) => company.profile.plan === plan)
    .map((company) => {
      const owner = demo.users.find((user) => user.id === company.profile.owner_id);
      if (!owner) throw new Error(`Demo company ${company.profile.id} has no owner`);
      return { email: owner.email, password: DEMO_PASSWORD, company: company.profile.id };
    });
}

/** The ids of the demo's companies and their services: pages with a whole profile (offices, team, texts). */
export function demoCatalogueIds(): Set<string> {
  return new Set(
    generateDemo().companies.flatMap((company) => [company.profile.id, ...company.services.map(({ meta }) => meta.id)]),
  );
}
