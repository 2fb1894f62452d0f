import fc from 'fast-check';
import { createAccountService } from '@migralink/shared/api/service-account';
import { companyOwner } from './accounts';
import { callOk } from './call';
import { serviceFormFixture } from './forms';

/**
 * One company owner with an approved company on the top plan and a draft
 * service: what sweeps over every route (the fuzz, the authorization matrix)
 * name in their calls, so that calls reach real data.
 */
export async function seededOwner() {
  const owner = await companyOwner('premium');
  const service = await callOk(createAccountService, { body: serviceFormFixture() }, owner);
  return { ...owner, serviceId: service.data.uuid };
}
export type SeededOwner = Awaited<ReturnType<typeof seededOwner>>;

/**
 * Values by key where a schema says too little (its rule is code, not a
 * pattern): addresses, ids (often of `owner`'s company, service and account),
 * phone numbers; no uploaded files (the uploads' own tests have them).
 */
export function seededHints(owner: SeededOwner, emails: string[] = [owner.user.email]) {
  const ids = [owner.companyId, owner.serviceId, owner.user.id];
  return (key: string): fc.Arbitrary<unknown> | undefined => {
    if (key === 'email')
      return fc.oneof(fc.stringMatching(/^[a-z0-9]{1,12}@example\.(com|org)$/), fc.constantFrom(...emails));
    if (['uuid', 'id', 'company_id', 'service_id'].includes(key)) return fc.oneof(fc.constantFrom(...ids), fc.uuid());
    if (key === 'phone_number') return fc.constantFrom('+49 30 1234567', '+380 44 123 4567', '+1 212 555 0100');
    if (/logo|avatar|image/.test(key)) return fc.constant(null);
    return undefined;
  };
}
