import { getLeadThread } from '@migralink/shared/api/leads';
import { ApiError } from '@migralink/shared/client';
import type { LeadThread } from '@migralink/shared/schemas/leads';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';

/** Where a lead's mailed link led: its thread, or a link that does not work (changed, expired, lead gone). */
export type OpenedThread = { readonly status: 'found'; readonly thread: LeadThread } | { readonly status: 'invalid' };

/**
 * The page a lead's mails link to (`/request/?token=…`): `open(token)` reads the lead's message and the
 * answers with the token (no sign-in: the link itself is the proof); a 404 is a link that does not work,
 * any other failure can be retried.
 */
export function createLeadThread() {
  const loader = createLoader<OpenedThread>();
  const open = (token: string | null) =>
    loader.load(async (): Promise<OpenedThread> => {
      if (!token) return { status: 'invalid' };
      try {
        const { data } = await callChecked(getLeadThread, { query: { token } });
        return { status: 'found', thread: data };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { status: 'invalid' };
        throw error;
      }
    });
  return { $state: loader.$state, open, retry: loader.retry };
}

export type LeadThreadStore = ReturnType<typeof createLeadThread>;
