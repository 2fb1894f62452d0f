import type { Locale } from '@migralink/shared/locales';
import { signedInUser } from './accounts';
import { accountEvent } from './account-requests';
import { invoke } from './events';
import type { Subject } from '#data/moderation';
import { handler as approveHandler } from '../handlers/moderation/approve';
import { handler as itemHandler } from '../handlers/moderation/item';
import { handler as queueHandler } from '../handlers/moderation/queue';
import { handler as rejectHandler } from '../handlers/moderation/reject';
import { handler as setPlanHandler } from '../handlers/moderation/set-plan';

/** Calls of the staff moderation routes as a given caller (a token, or none), for tests. */

export interface Caller {
  token?: string;
  locale?: Locale;
}

export const admin = async (): Promise<Caller> => ({ token: (await signedInUser({ role: 'admin' })).token });
export const companyAccount = async (): Promise<Caller> => ({
  token: (await signedInUser({ role: 'company' })).token,
});

const headers = (caller: Caller): Record<string, string> => (caller.locale ? { 'x-localization': caller.locale } : {});

export const kindAndId = (subject: Subject) => ({
  kind: subject.kind,
  uuid: subject.kind === 'company' ? subject.companyId : subject.serviceId,
});

export const getQueue = (caller: Caller, cursor?: string) =>
  invoke(
    queueHandler,
    accountEvent('GET', '/v1/admin/moderation', {
      ...caller,
      headers: headers(caller),
      rawQueryString: cursor === undefined ? '' : `cursor=${encodeURIComponent(cursor)}`,
    }),
  );

export const getItem = (caller: Caller, kind: string, uuid: string) =>
  invoke(
    itemHandler,
    accountEvent('GET', `/v1/admin/moderation/${kind}/${uuid}`, {
      ...caller,
      headers: headers(caller),
      pathParameters: { kind, uuid },
    }),
  );

export const decideCall = (caller: Caller, action: 'approve' | 'reject', kind: string, uuid: string, body: unknown) =>
  invoke(
    action === 'approve' ? approveHandler : rejectHandler,
    accountEvent('POST', `/v1/admin/moderation/${kind}/${uuid}/${action}`, {
      ...caller,
      headers: headers(caller),
      pathParameters: { kind, uuid },
      body,
    }),
  );

export const setPlan = (caller: Caller, uuid: string, body: unknown) =>
  invoke(
    setPlanHandler,
    accountEvent('PUT', `/v1/admin/companies/${uuid}/plan`, {
      ...caller,
      headers: headers(caller),
      pathParameters: { uuid },
      body,
    }),
  );
