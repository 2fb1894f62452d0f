import type { ErrorBody, FieldErrors } from '@migralink/shared/errors';
import type { Profile, Session } from '@migralink/shared/schemas/auth';

/** Fixtures and answers for the account stores' tests (with `fakeApi` of the kit). */

/** A signed-in client, with what a test changes given as `overrides`. */
export function testProfile(overrides: Partial<Profile> = {}): Profile {
  const person = { uuid: 'u-1', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' };
  const work = { position: null, phone: null, avatar: null, role: 'client', company: null } as const;
  const settings = { email_verified: true, email_notifications: true, language: 'en' } as const;
  const counts = { new_leads: 0, new_messages: 0, registered_at: '2026-11-23T10:00:00.000Z' };
  return { ...person, ...work, ...settings, ...counts, ...overrides };
}

export function testSession(token = 'token-1', overrides: Partial<Profile> = {}): Session {
  return { token, user: testProfile(overrides) };
}

/** A failure in the API's error shape: its status, `error_code` and per-field messages. */
export function refusal(status: number, error_code?: ErrorBody['error_code'], errors?: FieldErrors) {
  return {
    status,
    body: { message: 'Refused', code: status, ...(error_code && { error_code }), ...(errors && { errors }) },
  };
}

/** No answer at all (offline): what `fetch` does then. */
export function offline(): never {
  throw new TypeError('Failed to fetch');
}

/** An answer held back until the test gives it, to see what the store shows meanwhile. */
export function heldAnswer() {
  let give: (answer: { status: number; body?: unknown }) => void = () => undefined;
  const answer = new Promise<{ status: number; body?: unknown }>((resolve) => (give = resolve));
  return { answer: () => answer, give };
}
