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
