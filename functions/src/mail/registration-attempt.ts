import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';

interface RegistrationAttemptVars {
  /** The existing owner's name, not the one typed into the sign-up form. */
  firstName: string;
  loginLink: string;
  resetLink: string;
}

const TEXTS: MailTexts<RegistrationAttemptVars> = {
  en: ({ firstName, loginLink, resetLink }) => ({
    subject: 'Someone tried to register with your address',
    greeting: `Hello, ${firstName}!`,
    paragraphs: [
      'Someone, perhaps you, just tried to create a new Migralink account with this e-mail address. You already have an account, so nothing was created.',
      'If it was you, sign in. If you have forgotten your password, reset it.',
    ],
    links: [
      { label: 'Sign in', url: loginLink },
      { label: 'Reset password', url: resetLink },
    ],
    after: ['If it was not you, ignore this message: your account is unchanged.'],
  }),
  ru: ({ firstName, loginLink, resetLink }) => ({
    subject: 'Кто-то пытался зарегистрироваться с вашим адресом',
    greeting: `Здравствуйте, ${firstName}!`,
    paragraphs: [
      'Кто-то, возможно вы, только что пытался создать новую учётную запись Migralink с этим адресом. У вас уже есть учётная запись, поэтому ничего не создано.',
      'Если это были вы, войдите. Если вы забыли пароль, сбросьте его.',
    ],
    links: [
      { label: 'Войти', url: loginLink },
      { label: 'Сбросить пароль', url: resetLink },
    ],
    after: ['Если это были не вы, проигнорируйте это письмо: ваша учётная запись не изменилась.'],
  }),
  uk: ({ firstName, loginLink, resetLink }) => ({
    subject: 'Хтось намагався зареєструватися з вашою адресою',
    greeting: `Вітаємо, ${firstName}!`,
    paragraphs: [
      'Хтось, можливо ви, щойно намагався створити новий обліковий запис Migralink із цією адресою. У вас уже є обліковий запис, тому нічого не створено.',
      'Якщо це були ви, увійдіть. Якщо ви забули пароль, скиньте його.',
    ],
    links: [
      { label: 'Увійти', url: loginLink },
      { label: 'Скинути пароль', url: resetLink },
    ],
    after: ['Якщо це були не ви, проігноруйте цей лист: ваш обліковий запис не змінився.'],
  }),
};

/** To the owner of an address someone tried to sign up with again (instead of telling the caller it is taken). */
export const registrationAttemptMail = (locale: Locale, vars: RegistrationAttemptVars): Mail =>
  mailIn(TEXTS, locale, vars);
