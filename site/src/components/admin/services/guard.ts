import type { Locale } from '@migralink/shared/locales';
import { isSessionExpired } from '../../account/problems';
import { sendToSignIn } from '../shared/session';

/**
 * An action for the moderation bar: when the API no longer accepts the token the
 * user goes to sign in; any failure is still thrown, and the bar shows it.
 */
export const signInOnExpiry =
  (locale: Locale, action: () => Promise<void>): (() => Promise<void>) =>
  async () => {
    try {
      await action();
    } catch (error) {
      if (isSessionExpired(error)) sendToSignIn(locale);
      throw error;
    }
  };
