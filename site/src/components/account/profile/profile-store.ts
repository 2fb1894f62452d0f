import { changePassword, getProfile, sendActivationEmail, updateProfile } from '@migralink/shared/api/accounts';
import type { Locale } from '@migralink/shared/locales';
import type { RouteInput } from '@migralink/shared/route';
import type { Profile } from '@migralink/shared/schemas/auth';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import {
  checkAnyPassword,
  checkImage,
  checkName,
  checkNewPassword,
  checkOptionalPhone,
  checkPosition,
  normalizePhone,
} from '@/kit/checks';
import { createForm } from '@/kit/form';
import { createLoader } from '@/kit/load';
import { isAnswered } from '@/kit/problems';
import { createRequest } from '@/kit/request';
import { $auth, signIn, signOut, updateUser } from '@/stores/auth';
import { accountUrl, loginUrl } from '@/urls/account-paths';
import type { ProfileKey } from '../messages';
import { uploadAvatarFile } from '../upload';

/** What the details form edits, as the inputs hold it. */
export interface ProfileValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly position: string;
  readonly phone: string;
  readonly language: Locale;
  readonly email_notifications: boolean;
}

export function profileValues(profile: Profile): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    position: profile.position ?? '',
    phone: profile.phone ?? '',
    language: profile.language,
    email_notifications: profile.email_notifications,
  };
}

/** The PUT body: names trimmed, an emptied position or phone cleared (null), the phone as + and digits. */
export function profileUpdate(values: ProfileValues): RouteInput<typeof updateProfile>['body'] {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    position: values.position.trim() || null,
    phone: normalizePhone(values.phone) || null,
    language: values.language,
    email_notifications: values.email_notifications,
  };
}

const NO_PASSWORDS = { current_password: '', password: '' };

export interface ProfileOptions {
  readonly locale: Locale;
  /** Leaves the page: `window.location.assign` in the browser. */
  readonly go: (url: string) => void;
  /** Leaves the page without keeping it in the history: `window.location.replace`. */
  readonly replace: (url: string) => void;
  /** The page's path and query, to come back to after signing in. */
  readonly here: () => string;
}

/**
 * The profile island's store. `load()` reads the profile fresh each visit
 * (docs/product.md, "Profile"); a failure the API answered signs out and leads to sign-in, no answer at
 * all keeps the session and offers `retry()`. The profile shown is kept in the
 * auth store too (the header shows a new name or photo at once). Each part of
 * the page has its request: the details and password forms, the avatar and the
 * activation mail; an expired session in any of them leads to sign-in.
 */
export function createProfile({ locale, go, replace, here }: ProfileOptions) {
  // Set when this page itself signs out and leaves, so `followSignOut` does not leave too.
  let leaving = false;
  const leave = (to: string) => {
    leaving = true;
    signOut();
    replace(to);
  };
  const toLogin = () => leave(loginUrl(locale, here()));

  const loader = createLoader<Profile>({ onSessionExpired: toLogin, endsSession: isAnswered });
  loader.$state.listen((state) => {
    if (state.status === 'ready') updateUser(state.data);
  });
  const show = (change: (profile: Profile) => Profile) => {
    const state = loader.$state.get();
    if (state.status === 'ready') loader.set(change(state.data));
  };

  const details = createForm<ProfileValues>({
    initial: { first_name: '', last_name: '', position: '', phone: '', language: locale, email_notifications: true },
    checks: { first_name: checkName, last_name: checkName, position: checkPosition, phone: checkOptionalPhone },
    onSessionExpired: toLogin,
  });
  // An edit clears the last answer (the saved note, the errors).
  details.$values.listen(() => details.request.reset());
  const password = createForm({
    initial: NO_PASSWORDS,
    checks: { current_password: checkAnyPassword, password: checkNewPassword },
    codeFields: { invalid_credentials: 'current_password' },
    onSessionExpired: toLogin,
  });
  const avatar = createRequest<never>({ fields: [], onSessionExpired: toLogin });
  const activation = createRequest<never>({ fields: [], onSessionExpired: toLogin });

  return {
    $profile: loader.$state,
    details,
    password,
    avatar,
    activation,

    /** Loads the profile; without a session, leads to sign-in and back. */
    async load() {
      if (!$auth.get().token) return replace(loginUrl(locale, here()));
      await loader.load(async () => {
        const { data } = await callChecked(getProfile, {});
        details.assign(profileValues(data));
        return data;
      });
    },
    retry: loader.retry,

    /** Saves the details; another language opens the profile in it. */
    saveDetails: () =>
      details.submit(async (values) => {
        const { data } = await callChecked(updateProfile, { body: profileUpdate(values) });
        details.assign(profileValues(data));
        show(() => data);
        if (data.language !== locale) go(accountUrl(data.language, 'profile'));
      }),

    /** The answer is a new session: older tokens (this one too) stop working. */
    changePassword: () =>
      password.submit(async (values) => {
        const { data } = await callChecked(changePassword, { body: values });
        signIn(data);
        show(() => data.user);
        password.assign(NO_PASSWORDS);
      }),

    /** Uploads a chosen image and shows it at once. */
    async chooseAvatar(file: File) {
      if (avatar.$state.get().phase === 'loading') return false;
      const problem = checkImage(file);
      if (problem) {
        avatar.reject({ general: problem, fields: {} });
        return false;
      }
      return avatar.run(async () => {
        const filePath = await uploadAvatarFile(file);
        show((profile) => ({ ...profile, avatar: filePath }));
      });
    },

    /** Sends the activation mail again. */
    resendActivation: async () =>
      activation.$state.get().phase === 'loading'
        ? false
        : activation.run(async () => void (await callChecked(sendActivationEmail, {}))),

    signOut: () => leave(`/${locale}/`),

    /** A part of the screen found the session ended: to sign in, and back here. */
    sessionExpired: toLogin,

    /** Signed out elsewhere (the header, another tab): there is nothing left to show, so home. Returns the unsubscribe. */
    followSignOut: () =>
      $auth.listen((state) => {
        if (!state.token && !leaving) replace(`/${locale}/`);
      }),
  };
}

export type ProfileStore = ReturnType<typeof createProfile>;

/** What each part of the profile screen is given: the store, and the island's texts. */
export interface ProfilePartProps {
  readonly store: ProfileStore;
  readonly t: Translate<ProfileKey>;
}
