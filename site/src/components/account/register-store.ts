import type { Locale } from '@migralink/shared/locales';
import type { SIGNUP_ROLES } from '@migralink/shared/schemas/auth';
import { accountsRoute, callCheckedLazily } from '@/api/checked-lazily';
import { checkEmail, checkName, checkNewPassword, checkOptionalPhone, normalizePhone } from '@/kit/checks';
import { keptPartnerCode } from '@/analytics/campaign';
import { createForm } from '@/kit/form';
import { accountUrl } from '@/urls/account-paths';

export type SignupRole = (typeof SIGNUP_ROLES)[number];

export interface RegisterOptions {
  readonly locale: Locale;
  /** `register`: a client account, or a company account by choice; `partner`: the partner programme. */
  readonly variant: 'register' | 'partner';
  /** Leaves the page: `window.location.assign` in the browser. */
  readonly go: (url: string) => void;
  /** The page's cookies (`document.cookie`), read when the form is sent: a partner's referral code in them. */
  readonly cookies?: () => string;
}

/** The role each form starts with: a client (a company by choice), or a partner. */
const FIRST_ROLE: Record<RegisterOptions['variant'], SignupRole> = { register: 'client', partner: 'partner' };

/**
 * The registration island's store: names, e-mail, password, an optional phone
 * and the role, checked with the contract's rules; `submit()` registers and,
 * on 202, leaves for the page that asks to check the mailbox.
 */
export function createRegister({ locale, variant, go, cookies = () => '' }: RegisterOptions) {
  const form = createForm({
    initial: { first_name: '', last_name: '', email: '', password: '', phone: '', role: FIRST_ROLE[variant] },
    checks: {
      first_name: checkName,
      last_name: checkName,
      email: checkEmail,
      password: checkNewPassword,
      phone: checkOptionalPhone,
    },
  });
  const submit = () =>
    form.submit(async (values) => {
      const email = values.email.trim();
      const phone = normalizePhone(values.phone);
      // Read at sending, not on opening: a partner's link followed in another tab counts too.
      const partnerCode = values.role === 'company' ? keptPartnerCode(cookies()) : undefined;
      await callCheckedLazily(accountsRoute('signup'), {
        body: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email,
          password: values.password,
          role: values.role,
          ...(phone ? { phone } : {}),
          ...(partnerCode ? { partner_code: partnerCode } : {}),
        },
      });
      go(accountUrl(locale, 'registrationSuccess', { email }));
    });
  return { form, submit };
}

export type Register = ReturnType<typeof createRegister>;
