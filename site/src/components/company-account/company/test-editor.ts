import { afterEach, beforeEach, vi } from 'vitest';
import * as accountRoutes from '@migralink/shared/api/company-account';
import type { Locale } from '@migralink/shared/locales';
import type { Profile } from '@migralink/shared/schemas/auth';
import type { CompanyAccount } from '@migralink/shared/schemas/company-account';
import type { Translate } from '@/i18n/format';
import { fakeApi, type FakeCall } from '@/api/fake-api';
import { signIn } from '@/stores/auth';
import { createCompanyEditor } from './company-editor-store';
import type { EditorScreen } from './company-problems';
import type { EditorFrameKey } from './messages';
import { account, choices } from './test-company';

/** What the company editor store's tests share: the fake API of each test, the editor made and opened. */

/** Our texts as their keys, so a test names which text the editor chose. */
const t = ((key: string) => key) as Translate<EditorFrameKey>;
export const ok = (data: unknown) => ({ status: 200, body: { data } });
export const failure = (status: number, body: Record<string, unknown>) => ({
  status,
  body: { message: 'Refused', code: status, ...body },
});
/** A 422 with messages by field path, as the API answers a form it refuses. */
export const invalid = (errors: Record<string, string[]>) => failure(422, { error_code: 'validation_failed', errors });
export const later = () => {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  const promise = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
  return { promise, answer };
};

/** The fake API of the running test (`useEditorApi()` makes one per test, signed in as a company). */
export let api: ReturnType<typeof fakeApi>;

export function useEditorApi(): void {
  beforeEach(() => {
    api = fakeApi();
    signIn({ token: 'owner-token', user: { role: 'company' } as Profile });
  });
  afterEach(() => api.restore());
}

export function editorFor(screen: EditorScreen = 'company', confirmed = true) {
  const deps = { confirm: vi.fn(() => confirmed), showLocale: vi.fn(), toSignIn: vi.fn() };
  return { editor: createCompanyEditor({ locale: 'en', screen, t, ...deps }), ...deps };
}

/** The company in a language, as GET answers it: its name says which language was loaded. */
export const inLanguage = (locale: Locale, patch: Partial<CompanyAccount> = {}): CompanyAccount => ({
  ...account,
  name: `Nordic Visa (${locale})`,
  ...patch,
});

export function answerLoads(patch: Partial<CompanyAccount> = {}) {
  api.answer(accountRoutes.companyInitRoute, ok(choices));
  api.answer(accountRoutes.getAccountCompany, (call: FakeCall) =>
    ok(inLanguage(new URL(call.url, 'http://x').searchParams.get('locale') as Locale, patch)),
  );
}

export const requests = () => api.calls.map((call) => `${call.method} ${call.url}`);

export async function opened(screen: EditorScreen = 'company', patch: Partial<CompanyAccount> = {}) {
  answerLoads(patch);
  const made = editorFor(screen);
  await made.editor.start('en');
  return made;
}
