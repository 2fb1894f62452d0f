import { FORM_TOKEN, MAILING_SUBSCRIBE } from '@migralink/shared/api/mailing-endpoints';

/**
 * The footer's subscription form at work (docs/product.md, "Mailing lists"), loaded when the visitor first
 * reaches for it: it asks for the form's token (the API measures the fill time from it) and enables the button
 * once the token may be sent; a send posts the address, the page's language, the topics, the page and the
 * consent by endpoint (no schemas on every page) and shows the API's answer, which is the same for any
 * address and already in the page's language. What the page itself says comes from the element's `data-*`.
 */

interface IssuedToken {
  readonly value: string;
  readonly readyAt: number;
  readonly expiresAt: number;
}

interface Answer {
  readonly data?: {
    readonly token?: string;
    readonly ready_in_ms?: number;
    readonly expires_in_ms?: number;
    readonly message?: string;
  };
  readonly message?: string;
  readonly errors?: Record<string, readonly string[]>;
}

const headers = (locale: string) => ({ accept: 'application/json', 'x-localization': locale });

async function issueToken(locale: string): Promise<IssuedToken> {
  const answer = await fetch(`${FORM_TOKEN.path}?kind=mailing`, { headers: headers(locale) });
  const { data } = (await answer.json()) as Answer;
  if (!answer.ok || !data?.token) throw new Error(`The form token was refused (${answer.status})`);
  const now = Date.now();
  return { value: data.token, readyAt: now + (data.ready_in_ms ?? 0), expiresAt: now + (data.expires_in_ms ?? 0) };
}

/** What the API said, for a person: its per-field messages, else its message. */
const answerText = (body: Answer, fallback: string) =>
  Object.values(body.errors ?? {})
    .flat()
    .join(' ') ||
  body.message ||
  fallback;

export function startMailingSignup(element: HTMLElement): void {
  const form = element.querySelector('form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form?.querySelector<HTMLElement>('[role="status"]');
  if (!form || !button || !status) return;
  const texts = element.dataset;
  const locale = document.documentElement.lang;
  const show = (text: string, tone: 'error' | 'success' | '' = '') => {
    status.textContent = text;
    status.dataset.tone = tone;
  };
  let token: Promise<IssuedToken> | undefined;
  const freshToken = () => {
    token = issueToken(locale);
    token.then(
      (issued) => setTimeout(() => (button.disabled = false), Math.max(0, issued.readyAt - Date.now())),
      () => show(texts.network ?? '', 'error'),
    );
    return token;
  };
  void freshToken();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const fields = new FormData(form);
    const topics = fields.getAll('topics').map(String);
    if (topics.length === 0) return show(texts.chooseTopic ?? '', 'error');
    button.disabled = true;
    show(texts.sending ?? '');
    void send(fields, topics).finally(() => (button.disabled = false));
  });

  async function send(fields: FormData, topics: string[]): Promise<void> {
    try {
      const issued = await (token ?? freshToken()).catch(freshToken);
      const current = issued.expiresAt > Date.now() ? issued : await freshToken();
      const answer = await fetch(MAILING_SUBSCRIBE.path, {
        method: 'POST',
        headers: { ...headers(locale), 'content-type': 'application/json' },
        body: JSON.stringify({
          email: String(fields.get('email') ?? ''),
          locale,
          topics,
          page: location.pathname + location.search,
          consent: fields.get('consent') === 'on',
          website: String(fields.get('website') ?? ''),
          form_token: current.value,
        }),
      });
      const body = (await answer.json()) as Answer;
      if (!answer.ok) return show(answerText(body, texts.network ?? ''), 'error');
      show(body.data?.message ?? '', 'success');
      form?.reset();
    } catch {
      show(texts.network ?? '', 'error');
    }
  }
}
