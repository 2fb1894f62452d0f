import { map } from 'nanostores';
import * as z from 'zod/mini';
import { dataEnvelope } from '@migralink/shared/envelope';
import type { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import type { Endpoint, RouteInput } from '@migralink/shared/route';
import type { Profile } from '@migralink/shared/schemas/auth';
import { CAMPAIGN_PARAMETERS, lead, type LeadAttribution, type LeadKind } from '@migralink/shared/schemas/leads';
import { ContractMismatchError } from '@/api/answers';
import { callApi } from '@/api/client';
import { keptPartnerCode } from '@/analytics/campaign';
import { readCookie } from '@/stores/cookies';
import { checkEmail, checkName, checkOptionalPhone, normalizePhone } from '@/kit/checks';
import { createForm } from '@/kit/form';
import { createFormToken, type FormTokenDeps, type FormTokenPhase } from '@/kit/form-token';
import type { Problem } from '@/kit/problems';

/**
 * The lead popup's store (open, country, requestType, api, pageType, title: docs/product.md, "Lead popup"): one
 * form for the four kinds of lead. A kind is its endpoint and what its body adds
 * (`company_id` and `service_id` for a company); the company kind is wired, the
 * platform's (programme, seminar, passport) plug in with their endpoints below.
 */

/** Where each kind of lead is sent (the routes of `shared/src/api/lead-forms.ts`, without their body schemas). */
export const LEAD_ENDPOINTS = {
  company: { operationId: 'sendCompanyLead', method: 'POST', path: '/v1/lead' },
  program: { operationId: 'sendProgramLead', method: 'POST', path: '/v1/program/lead' },
  seminar: { operationId: 'sendSeminarLead', method: 'POST', path: '/v1/seminar/lead' },
  passport: { operationId: 'sendPassportLead', method: 'POST', path: '/v1/passport/lead' },
} as const satisfies Record<LeadKind, Endpoint>;

/** What a button asks the popup for: the kind, its target, the page it is on and the dialog's title. */
export type LeadRequest = (
  | { readonly kind: 'company'; readonly companyId: string; readonly serviceId?: string | undefined }
  | { readonly kind: Exclude<LeadKind, 'company'>; readonly topic?: string | undefined }
) & {
  readonly pageType: string;
  /** Whom the lead goes to (the company's name), in the dialog's heading. */
  readonly title: string;
  /** What it is about when the page names one thing (the service of a service page). */
  readonly about?: string | undefined;
  /** A page of this site to open once the lead is sent (the preliminary application's thanks: `lead-thanks.ts`). */
  readonly thanks?: string | undefined;
};

export interface LeadPopupState {
  readonly open: boolean;
  readonly country: string;
  readonly requestType: LeadKind;
  readonly api: (typeof LEAD_ENDPOINTS)[LeadKind]['operationId'];
  readonly pageType: string;
  readonly title: string;
  readonly about: string;
  readonly formToken: FormTokenPhase;
}

/** What the popup needs from the page; the form token's fetch and wait may be replaced too (`kit/form-token.ts`). */
export interface LeadPopupDeps extends FormTokenDeps {
  /** The page's cookies (`document.cookie`), read when a lead is sent. */
  readonly cookies: () => string;
  /** The page the form is sent from and the page before it. */
  readonly page: () => { readonly url: string; readonly referrer: string };
  readonly newKey?: () => string;
  /** Opens a page of the site (a request's `thanks`). */
  readonly go?: (path: string) => void;
}

/** The attribution to send: the campaign cookies, the referrer and the page, each only when known. */
export function leadAttribution(cookies: string, page: { url: string; referrer: string }): LeadAttribution {
  const attribution: Record<string, string> = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = readCookie(cookies, name);
    if (value) attribution[name] = value.slice(0, 300);
  }
  if (page.referrer) attribution.referrer = page.referrer.slice(0, 2000);
  if (page.url) attribution.page = page.url.slice(0, 2000);
  return attribution;
}

/** The partner's referral code the visitor's cookie holds, sent with the lead (docs/product.md, "Partner programme"). */
function withPartnerCode(cookies: string): { partner_code?: string } {
  const code = keptPartnerCode(cookies);
  return code ? { partner_code: code } : {};
}

const EMPTY = { name: '', email: '', phone: '', message: '', consent: false, country: '', website: '' };
type LeadValues = typeof EMPTY;

const MESSAGE_MAX_LENGTH = 2000;

const checkOptionalEmail = (value: string) => (value.trim() ? checkEmail(value) : undefined);

/** The contract's rules, with our texts: a name, an e-mail address or a phone number, consent, a country. */
const checks = {
  name: checkName,
  email: (value: string, values: LeadValues): Problem | undefined =>
    !value.trim() && !normalizePhone(values.phone) ? { key: 'errors.field.lead_contact' } : checkOptionalEmail(value),
  phone: checkOptionalPhone,
  message: (value: string): Problem | undefined =>
    value.trim().length > MESSAGE_MAX_LENGTH
      ? { key: 'errors.field.too_long', params: { max: MESSAGE_MAX_LENGTH } }
      : undefined,
  consent: (value: boolean): Problem | undefined => (value ? undefined : { key: 'errors.field.consent' }),
  country: (value: string): Problem | undefined =>
    /^[A-Z]{2}$/.test(value) ? undefined : { key: 'errors.field.required' },
};

const answer = dataEnvelope(lead);

export function createLeadPopup({
  cookies,
  page,
  newKey = () => crypto.randomUUID(),
  go = () => undefined,
  ...tokenDeps
}: LeadPopupDeps) {
  const $state = map<LeadPopupState>({
    open: false,
    country: '',
    requestType: 'company',
    api: 'sendCompanyLead',
    pageType: '',
    title: '',
    about: '',
    formToken: 'loading',
  });
  const form = createForm({ initial: EMPTY, checks, fields: ['company_id', 'service_id'] });
  const token = createFormToken('lead', tokenDeps);
  token.$phase.listen((phase) => $state.setKey('formToken', phase));
  let request: LeadRequest | undefined;
  let key = '';

  /** Opens a fresh form (a new idempotency key, a new form token), prefilled for a signed-in visitor. */
  function open(next: LeadRequest, context: { country?: string | undefined; user?: Profile | null | undefined }) {
    request = next;
    key = newKey();
    const user = context.user;
    const country = context.country ?? '';
    form.request.reset();
    form.assign({
      ...EMPTY,
      country,
      name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
    });
    $state.set({
      open: true,
      country,
      requestType: next.kind,
      api: LEAD_ENDPOINTS[next.kind].operationId,
      pageType: next.pageType,
      title: next.title,
      about: next.about ?? '',
      formToken: 'loading',
    });
    token.renew();
  }

  const close = () => $state.setKey('open', false);

  /** The country the visitor chose (or the one detected once the popup is open). */
  function setCountry(country: string) {
    form.set('country', country);
    $state.setKey('country', country);
  }

  /**
   * Sends the lead with the form's token; a retry of the same opened form sends the same idempotency key.
   * A request with a thanks page opens it once sent.
   */
  const submit = async () => {
    const thanks = request?.thanks;
    const sent = await send();
    if (sent && thanks) go(thanks);
    return sent;
  };

  const send = () =>
    form.submit(async (values) => {
      if (!request) throw new Error('The lead popup was sent before it was opened');
      const phone = normalizePhone(values.phone);
      const body = {
        name: values.name.trim(),
        ...(values.email.trim() && { email: values.email.trim() }),
        ...(phone && { phone }),
        ...(values.message.trim() && { message: values.message.trim() }),
        consent: values.consent,
        country: values.country,
        ...(request.kind === 'company'
          ? { company_id: request.companyId, ...(request.serviceId && { service_id: request.serviceId }) }
          : request.topic && { topic: request.topic }),
        attribution: leadAttribution(cookies(), page()),
        ...withPartnerCode(cookies()),
        ...(values.website && { website: values.website }),
        idempotency_key: key,
      };
      const endpoint = LEAD_ENDPOINTS[request.kind] as Endpoint<typeof sendCompanyLead>;
      // A refused token's message shows; the form gets a new token and can be sent again once it is ready.
      const payload = await token.send((form_token) =>
        callApi<typeof sendCompanyLead>(endpoint, { body: { ...body, form_token } } as RouteInput<
          typeof sendCompanyLead
        >),
      );
      if (!z.safeParse(answer, payload).success) throw new ContractMismatchError(endpoint.operationId);
    });

  return { $state, form, open, close, setCountry, submit };
}

export type LeadPopup = ReturnType<typeof createLeadPopup>;
