import { sendContactMessage, sendFeedback, suggestConstructorImprovement } from '@migralink/shared/api/site-messages';
import type { Profile } from '@migralink/shared/schemas/auth';
import { SITE_MESSAGE_LIMITS, type SiteMessageKind } from '@migralink/shared/schemas/site-messages';
import { callChecked } from '@/api/checked';
import { checkEmail, checkName, checkText } from '@/kit/checks';
import { createForm, type FieldChecks } from '@/kit/form';
import { createFormToken, type FormTokenDeps } from '@/kit/form-token';
import type { Problem } from '@/kit/problems';

/**
 * The store of a form that writes to the platform's staff (docs/product.md, "Forms"): the contacts page's,
 * the footer's feedback and a company's suggestion for the service editor. One form of its kind, opened
 * fresh (a new form token each time: the API measures the fill time from it) and sent with the page it was
 * sent from; the API's 422 messages show at their fields.
 */

const EMPTY = { name: '', email: '', subject: '', message: '', consent: false, website: '' };
export type MessageValues = typeof EMPTY;

const consent = (value: boolean): Problem | undefined => (value ? undefined : { key: 'errors.field.consent' });
const message = checkText(SITE_MESSAGE_LIMITS.message);

/** What each kind asks before it is sent: the contract's rules, with our texts. */
const CHECKS: Record<SiteMessageKind, FieldChecks<MessageValues>> = {
  contact: {
    name: checkName,
    email: checkEmail,
    subject: checkText(SITE_MESSAGE_LIMITS.subject, { optional: true }),
    message,
    consent,
  },
  feedback: { name: checkName, email: checkEmail, message, consent },
  improvement: { subject: checkText(SITE_MESSAGE_LIMITS.subject), message },
};

/** A value left out when empty. */
const given = (value: string) => value.trim() || undefined;

/** Sends a form of each kind with its token and the page it was sent from. */
const SEND: Record<SiteMessageKind, (values: MessageValues, form_token: string, page: string) => Promise<unknown>> = {
  contact: (values, form_token) =>
    callChecked(sendContactMessage, {
      body: { ...publicFields(values), subject: given(values.subject), form_token },
    }),
  feedback: (values, form_token, page) =>
    callChecked(sendFeedback, { body: { ...publicFields(values), page: given(page), form_token } }),
  improvement: (values, form_token, page) =>
    callChecked(suggestConstructorImprovement, {
      body: { subject: values.subject.trim(), message: values.message.trim(), page: given(page), form_token },
    }),
};

function publicFields(values: MessageValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    consent: values.consent,
    website: given(values.website),
  };
}

/** What a signed-in sender's account says of who writes. */
const senderOf = (user: Profile | null | undefined) => ({
  name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
  email: user?.email ?? '',
});

export interface MessageFormDeps extends FormTokenDeps {
  /** The page the form is sent from (its path and query), read when it is sent. */
  readonly page: () => string;
  readonly onSessionExpired?: () => void;
}

export function createMessageForm(kind: SiteMessageKind, { page, onSessionExpired, ...tokenDeps }: MessageFormDeps) {
  const form = createForm({ initial: EMPTY, checks: CHECKS[kind], onSessionExpired });
  const token = createFormToken(kind, tokenDeps);
  return {
    kind,
    form,
    $token: token.$phase,
    /** A fresh form (and token), prefilled with a signed-in sender's name and address. */
    open(user?: Profile | null): void {
      form.request.reset();
      form.assign({ ...EMPTY, ...senderOf(user) });
      token.renew();
    },
    /**
     * A page's form as it stands (what was typed before the island ran is kept), its empty name and address
     * taken from a signed-in sender, and its token.
     */
    start(user?: Profile | null): void {
      const values = form.$values.get();
      const sender = senderOf(user);
      form.assign({ name: values.name || sender.name, email: values.email || sender.email });
      token.renew();
    },
    /** Sends it with its token; a refused token is renewed, and the form can be sent again once it is ready. */
    submit: () =>
      form.submit((values) => token.send((formToken) => SEND[kind](values, formToken, page()).then(() => undefined))),
  };
}

export type MessageForm = ReturnType<typeof createMessageForm>;
