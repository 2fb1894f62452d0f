import { afterEach, beforeEach, vi } from 'vitest';
import * as routes from '@migralink/shared/api/service-account';
import type { Locale } from '@migralink/shared/locales';
import type { ServiceAccount } from '@migralink/shared/schemas/service-account';
import type { Translate } from '@/i18n/format';
import { fakeApi, type FakeCall } from '@/api/fake-api';
import { signIn } from '@/stores/auth';
import { testSession } from '@/api/testing';
import type { WizardKey } from './messages';
import { SERVICE, serviceInit, storedService } from './test-service';
import { createWizard } from './wizard-store';

/** What the wizard store's tests share: the fake API of each test, the wizard made and opened. */

/** Our texts as their keys, so a test names which text the wizard chose. */
const t = ((key: string) => key) as Translate<WizardKey>;
export const ok = (data: unknown) => ({ status: 200, body: { data } });
export const languageOf = (call: FakeCall) => new URL(call.url, 'http://x').searchParams.get('locale') as Locale;
export const requests = () => api.calls.map((call) => `${call.method} ${call.url}`);
export const LIST = '/en/admin/services/';
export const address = (query = '') => `/en/admin/services/create-service/${query}`;

/** The fake API of the running test (`useWizardApi()` makes one per test, signed in as a company). */
export let api: ReturnType<typeof fakeApi>;

export function useWizardApi(): void {
  beforeEach(() => {
    api = fakeApi();
    signIn(testSession('owner-token', { role: 'company' }));
  });
  afterEach(() => api.restore());
}

/** The service answers GET in the language asked for (its name says which); `patch` changes the stored service. */
export function answerLoads(patch: Partial<ServiceAccount> = {}) {
  // The service's path also matches `/service/init`: init is answered last, so it wins for its own path.
  api.answer(routes.getAccountService, (call) => ok(storedService(languageOf(call), patch)));
  api.answer(routes.serviceInitRoute, ok(serviceInit));
}

export function wizardFor({ locale = 'en', confirmed = true }: { locale?: Locale; confirmed?: boolean } = {}) {
  const deps = {
    confirm: vi.fn(() => confirmed),
    history: { push: vi.fn(), replace: vi.fn() },
    go: vi.fn(),
    toSignIn: vi.fn(),
  };
  return { wizard: createWizard({ locale, t, ...deps }), ...deps };
}

/** The wizard opened at a step of the stored service. */
export async function opened(step = 1, patch: Partial<ServiceAccount> = {}) {
  answerLoads(patch);
  const made = wizardFor();
  await made.wizard.start(`?uuid=${SERVICE}&step=${step}`);
  made.history.replace.mockClear();
  return made;
}

/** The wizard opened empty, for a new service, with the basics typed in. */
export async function typedNew() {
  answerLoads();
  const made = wizardFor();
  await made.wizard.start('');
  const { wizard } = made;
  wizard.change('name', 'Blue card');
  wizard.change('price_from', '900');
  wizard.change('price_to', '1500');
  wizard.change('duration', '3');
  return made;
}
