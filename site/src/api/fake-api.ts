import { afterEach, beforeEach, vi } from 'vitest';
import type { Endpoint, Route } from '@migralink/shared/route';

/**
 * For store tests: the browser's `fetch` replaced by answers per route, so a
 * store's actions run through the real API client (headers, query strings,
 * error shape, response checks) without a server. Unanswered calls fail the test.
 */

export interface FakeCall {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A status and body; or made from the call, at once or later (a promise: what the screen shows meanwhile). */
type Answer = { readonly status: number; readonly body?: unknown } | ((call: FakeCall) => Answer | Promise<Answer>);

const pattern = (path: string) =>
  new RegExp(`^${path.replace(/\{\w+\+\}/g, '.+').replace(/\{\w+\}/g, '[^/]+')}(\\?|$)`);

export type FakeApi = ReturnType<typeof unplacedFakeApi>;

/** A fake API in place of `fetch` until `restore()`. */
export function fakeApi(): FakeApi {
  const api = unplacedFakeApi();
  api.place();
  return api;
}

/**
 * One fake API for every test of a file: emptied and put in place before each test, taken
 * away after it (`const api = useFakeApi();` at the top of the file).
 */
export function useFakeApi(): FakeApi {
  const api = unplacedFakeApi();
  beforeEach(() => api.place());
  afterEach(() => api.restore());
  return api;
}

function unplacedFakeApi() {
  const answers: { method: string; path: RegExp; answer: Answer; once: boolean }[] = [];
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const index = answers.findIndex((entry) => entry.method === call.method && entry.path.test(url));
    if (index < 0) throw new Error(`No answer for ${call.method} ${url}`);
    const entry = answers[index]!;
    if (entry.once) answers.splice(index, 1);
    let answer = entry.answer;
    while (typeof answer === 'function') answer = await answer(call);
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });

  const add = (route: Route | Endpoint, answer: Answer, once: boolean) =>
    answers.unshift({ method: route.method, path: pattern(route.path), answer, once });
  return {
    calls,
    /** Answers every call of `route` (the newest answer given wins). */
    answer: (route: Route | Endpoint, answer: Answer) => add(route, answer, false),
    /** Answers the next call of `route` only. */
    answerOnce: (route: Route | Endpoint, answer: Answer) => add(route, answer, true),
    /** Puts this fake in place of `fetch`, with no answers and no calls yet. */
    place: () => {
      answers.length = 0;
      calls.length = 0;
      fetch.mockClear();
      vi.stubGlobal('fetch', fetch);
    },
    restore: () => vi.unstubAllGlobals(),
  };
}
