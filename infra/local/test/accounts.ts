import { randomInt, randomUUID } from 'node:crypto';
import { activateEmail, signin, signup, updateProfile } from '@migralink/shared/api/accounts';
import { EDGE_HEADERS } from '@migralink/functions/http/edge';
import { createApiClient, type ApiCall } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { Session, SIGNUP_ROLES } from '@migralink/shared/schemas/auth';
import { mailedLink } from './mailbox';

export interface CallerOptions {
  /** The bearer token of a signed-in user. */
  token?: string;
  /** The caller's language (`X-Localization`): the language of answers and of mails. */
  locale?: Locale;
  /**
   * The client address the API counts rate limits by. CloudFront names the viewer
   * in `CloudFront-Viewer-Address`, and the API reads it there (functions/src/http/request-context.ts).
   * Set-up calls come from an address of their own, so the accounts tests make
   * never spend the limits of the browser under test, which calls from this machine.
   */
  viewer?: string;
}

/** The product's API as a client calls it: typed by the route table, failing on any answer but 2xx. */
export function apiCaller(api: string, { token, locale = 'en', viewer }: CallerOptions = {}): ApiCall {
  return createApiClient({
    baseUrl: api,
    headers: () => ({
      authorization: token ? `Bearer ${token}` : undefined,
      'x-localization': locale,
      [EDGE_HEADERS.viewerAddress]: viewer ? `${viewer}:443` : undefined,
    }),
  });
}

/** An address of a private range no real visitor of the local product has. */
const setUpAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface AccountDetails {
  role?: (typeof SIGNUP_ROLES)[number];
  firstName?: string;
  lastName?: string;
  /** The language the account registers in: its mails and links are in it. */
  locale?: Locale;
  /** What the e-mail address starts with, to tell the test's accounts apart in the mailbox. */
  prefix?: string;
}

export interface RegisteredAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface ActiveAccount extends RegisteredAccount {
  /** The session the activation signed in with. */
  session: Session;
}

/** A strong passphrase, accepted by the password policy. */
const PASSWORD = 'Tropical-otter-lantern-2026';

/**
 * Accounts a browser test starts from, made through the API as the site makes
 * them (sign-up, then the link of the activation mail), each with its own
 * address, so no test depends on what another test registered.
 */
export function testAccounts({ api, mail }: { api: string; mail: string }) {
  async function registered(details: AccountDetails = {}): Promise<RegisteredAccount> {
    const { role = 'client', firstName = 'Test', lastName = 'User', locale = 'en', prefix = 'e2e' } = details;
    const account = { email: `${prefix}-${randomUUID()}@example.com`, password: PASSWORD, firstName, lastName };
    await apiCaller(api, { locale, viewer: setUpAddress() })(signup, {
      body: { email: account.email, password: PASSWORD, first_name: firstName, last_name: lastName, role },
    });
    return account;
  }

  /** Opens the activation mail's link of an account registered in `locale` (through the API or a browser). */
  async function activated(account: RegisteredAccount, locale?: Locale): Promise<ActiveAccount> {
    const code = new URL(await mailedLink(mail, account.email, 'activate')).searchParams.get('code') ?? '';
    const { data: session } = await apiCaller(api, { locale, viewer: setUpAddress() })(activateEmail, {
      params: { code },
    });
    return { ...account, session };
  }

  async function active(details: AccountDetails = {}): Promise<ActiveAccount> {
    return activated(await registered(details), details.locale);
  }

  return {
    registered,
    activated,
    active,

    /** An active account whose profile says it uses `language`; its session carries that profile. */
    async activeIn(language: Locale, details: AccountDetails = {}): Promise<ActiveAccount> {
      const account = await active(details);
      const { user } = account.session;
      const { data } = await apiCaller(api, { token: account.session.token, viewer: setUpAddress() })(updateProfile, {
        body: { first_name: user.first_name, last_name: user.last_name, language },
      });
      return { ...account, session: { ...account.session, user: data } };
    },

    /** A new session of an existing account (the staff accounts the local platform seeds, for one). */
    async signIn(email: string, password: string): Promise<Session> {
      const { data } = await apiCaller(api, { viewer: setUpAddress() })(signin, { body: { email, password } });
      return data;
    },

    /** The API called as the holder of `token` would call it. */
    callAs: (token: string, locale: Locale = 'en') => apiCaller(api, { token, locale, viewer: setUpAddress() }),
  };
}
