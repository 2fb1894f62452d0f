import { DEMO_PASSWORD, generateDemo } from '../demo';

/** A demo company holding a certificate: its public page's slug and its owner's sign-in. */
export interface CertificateHolder {
  slug: string;
  email: string;
  password: string;
}

/**
 * The demo's certificate holders (`infra/local/demo/certificates.ts`): the first premium company holds a valid
 * certificate, the second a revoked one.
 */
export function demoCertificateHolders(): { valid: CertificateHolder; revoked: CertificateHolder } {
  const demo = generateDemo();
  const [valid, revoked] = demo.companies
    .filter((company) => company.profile.plan === 'premium')
    .map((company) => ({
      slug: company.profile.slug,
      email: demo.users.find((user) => user.company_id === company.profile.id)!.email,
      password: DEMO_PASSWORD,
    }));
  if (!valid || !revoked) throw new Error('The demo has fewer than two premium companies');
  return { valid, revoked };
}
