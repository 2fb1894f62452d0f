import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { getFormToken } from '@migralink/shared/api/forms';
import type { CompanyLeadBody } from '@migralink/shared/schemas/lead-forms';
import { apiCaller } from '../../infra/local/test/accounts';

/**
 * A lead form's token as the popup gets it when it opens, once it is as old as the API says it must be
 * (its own `ready_in_ms`): for tests that send leads through the API rather than the page.
 */
export async function readyFormToken(api: string): Promise<string> {
  const { data } = await apiCaller(api)(getFormToken, { query: { kind: 'lead' } });
  await setTimeout(data.ready_in_ms);
  return data.token;
}

/** A visitor's lead to a company from Ukraine, as the popup sends it once its token is ready: the fields a test names. */
export async function visitorLead(
  api: string,
  lead: { company_id: string; name: string; email: string; message: string },
): Promise<CompanyLeadBody> {
  return {
    ...lead,
    consent: true,
    country: 'UA',
    attribution: {},
    form_token: await readyFormToken(api),
    idempotency_key: randomUUID(),
  };
}
