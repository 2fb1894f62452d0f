import { atom, type ReadableAtom } from 'nanostores';
import * as z from 'zod/mini';
import type { getFormToken } from '@migralink/shared/api/forms';
import { ApiError } from '@migralink/shared/client';
import { dataEnvelope } from '@migralink/shared/envelope';
import type { Endpoint } from '@migralink/shared/route';
import { formToken, type FormKind, type FormToken } from '@migralink/shared/schemas/forms';
import { ContractMismatchError } from '@/api/answers';
import { callApi } from '@/api/client';

/**
 * A form's token (`functions/src/forms/README.md`): asked for when the form opens, sent back with it, so the API
 * measures how long the form was open. Send stays disabled until the token is as old as the API's minimum, so a
 * person never meets the refusal; a token the API refused (too young, expired, forged) is renewed by itself.
 */

/** Where a form gets its token (`shared/src/api/forms.ts`), without the route's schemas. */
export const FORM_TOKEN_ENDPOINT = {
  operationId: 'getFormToken',
  method: 'GET',
  path: '/v1/forms/token',
} as const satisfies Endpoint<typeof getFormToken>;

/** `loading` until the API issued the token and it is old enough to send, `ready`, or `failed` when none came. */
export type FormTokenPhase = 'loading' | 'ready' | 'failed';

export interface FormTokenDeps {
  /** Asks the API for a token of the form's kind (`GET /v1/forms/token?kind=`). */
  readonly fetchToken?: (kind: FormKind) => Promise<FormToken>;
  /** Waits `ms` (the token's `ready_in_ms`). */
  readonly wait?: (ms: number) => Promise<void>;
}

const tokenAnswer = dataEnvelope(formToken);

async function fetchFormToken(kind: FormKind): Promise<FormToken> {
  const payload = await callApi<typeof getFormToken>(FORM_TOKEN_ENDPOINT, { query: { kind } });
  const parsed = z.safeParse(tokenAnswer, payload);
  if (!parsed.success) throw new ContractMismatchError(FORM_TOKEN_ENDPOINT.operationId);
  return parsed.data.data;
}

const waitMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The API refused the form's token (forged, expired or too young): the form needs a new one. */
export const tokenRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && !!error.body.errors?.form_token;

export interface FormTokenStore {
  readonly $phase: ReadableAtom<FormTokenPhase>;
  /** Asks for a new token (a form opens); an answer for an older one is dropped. */
  renew(): void;
  /** Sends the form with its token; when the API refuses the token, a new one is asked for and the error thrown on. */
  send<T>(call: (token: string) => Promise<T>): Promise<T>;
}

/** The token of a form of `kind`, renewed each time the form opens. */
export function createFormToken(
  kind: FormKind,
  { fetchToken = fetchFormToken, wait = waitMs }: FormTokenDeps = {},
): FormTokenStore {
  const $phase = atom<FormTokenPhase>('loading');
  let token = '';
  /** Which opening's token is awaited. */
  let generation = 0;

  function renew(): void {
    const current = ++generation;
    token = '';
    $phase.set('loading');
    void fetchToken(kind)
      .then(async (issued) => {
        if (current !== generation) return;
        token = issued.token;
        await wait(issued.ready_in_ms);
        if (current === generation) $phase.set('ready');
      })
      .catch(() => {
        if (current === generation) $phase.set('failed');
      });
  }

  return {
    $phase,
    renew,
    send: (call) =>
      call(token).catch((error: unknown) => {
        if (tokenRefused(error)) renew();
        throw error;
      }),
  };
}
