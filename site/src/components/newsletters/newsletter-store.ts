import { atom, computed, type ReadableAtom } from 'nanostores';
import {
  createNewsletter,
  getNewsletter,
  previewNewsletter,
  sendNewsletter,
  testNewsletter,
  updateNewsletter,
} from '@migralink/shared/api/newsletters';
import type { Locale } from '@migralink/shared/locales';
import type { MailingTopic } from '@migralink/shared/schemas/mailing';
import type { Newsletter, NewsletterPreview } from '@migralink/shared/schemas/newsletters';
import { callChecked } from '@/api/checked';
import { createForm } from '@/kit/form';
import { createLoader } from '@/kit/load';
import { describeWithRefusal, type Problem } from '@/kit/problems';
import { createRequest } from '@/kit/request';

/** What the form edits: the list (language and topic) and the mail's subject and text. */
export interface NewsletterValues {
  /** A language and a topic, or '' until chosen (the selects' values). */
  readonly locale: string;
  readonly topic: string;
  readonly subject: string;
  readonly body: string;
}

const required = (value: string): Problem | undefined => (value.trim() ? undefined : { key: 'errors.field.required' });

const valuesOf = ({ locale, topic, subject, body }: Newsletter): NewsletterValues => ({ locale, topic, subject, body });
const sameValues = (a: NewsletterValues, b: NewsletterValues) =>
  a.locale === b.locale && a.topic === b.topic && a.subject === b.subject && a.body === b.body;

/** A newsletter's send still has counts to come: mails queued that the mail path has not yet sent or given up on. */
export const stillSending = ({ state, counts }: Newsletter) =>
  state === 'sending' || (state === 'sent' && counts.sent + counts.failed < counts.queued);

export interface NewsletterDeps {
  readonly onSessionExpired: () => void;
  /** A new newsletter was saved: its id goes into the address. */
  readonly onCreated: (id: string) => void;
  /** Runs `tick` every `ms` until the returned function is called (the screen follows a send's progress). */
  readonly every: (ms: number, tick: () => void) => () => void;
}

/** How often the screen asks again for a send's progress. */
export const PROGRESS_EVERY_MS = 3_000;

/**
 * One newsletter's screen (docs/product.md, "Newsletters"): the form (new, or `?id=` loaded), saved with POST
 * then PUT; a preview of what is typed; a test and the send of what is saved (both wait for unsaved changes to
 * be saved); the send asked to be confirmed; and, while it runs, its progress asked for again and again.
 */
export function createNewsletterEditor({ onSessionExpired, onCreated, every }: NewsletterDeps) {
  const loader = createLoader<Newsletter | null>({ onSessionExpired });
  const form = createForm<NewsletterValues>({
    initial: { locale: '', topic: '', subject: '', body: '' },
    checks: { locale: required, topic: required, subject: required, body: required },
    onSessionExpired,
    describe: describeWithRefusal,
  });
  const $saved = atom<Newsletter | null>(null);
  const $preview = atom<NewsletterPreview | null>(null);
  const $tested = atom<string | null>(null);
  const $confirming = atom(false);
  const preview = createRequest<never>({ fields: [], onSessionExpired });
  const test = createRequest<never>({ fields: [], onSessionExpired });
  const send = createRequest<never>({ fields: [], onSessionExpired, describe: describeWithRefusal });
  const $dirty = computed([form.$values, $saved], (values, saved) => !saved || !sameValues(values, valuesOf(saved)));
  let stopFollowing: (() => void) | undefined;

  function keep(saved: Newsletter): void {
    $saved.set(saved);
    stopFollowing?.();
    stopFollowing = undefined;
    if (stillSending(saved)) stopFollowing = every(PROGRESS_EVERY_MS, () => void refresh(saved.id));
  }

  async function refresh(id: string): Promise<void> {
    try {
      keep((await callChecked(getNewsletter, { params: { id } })).data);
    } catch {
      // A missed answer: the next tick asks again.
    }
  }

  // The form's checks (or, for a preview, the API's) refuse an empty language or topic.
  const content = (values: NewsletterValues) => ({
    ...values,
    locale: values.locale as Locale,
    topic: values.topic as MailingTopic,
  });

  return {
    loader,
    form,
    preview,
    test,
    send,
    $saved: $saved as ReadableAtom<Newsletter | null>,
    $dirty,
    $preview: $preview as ReadableAtom<NewsletterPreview | null>,
    $tested: $tested as ReadableAtom<string | null>,
    $confirming: $confirming as ReadableAtom<boolean>,
    /** A new newsletter in the page's language (`id` null), or the one the address names. */
    start(id: string | null, locale: Locale): Promise<void> {
      return loader.load(async () => {
        if (!id) {
          form.assign({ locale });
          return null;
        }
        const { data } = await callChecked(getNewsletter, { params: { id } });
        form.assign(valuesOf(data));
        keep(data);
        return data;
      });
    },
    save: () =>
      form.submit(async (values) => {
        const saved = $saved.get();
        const body = content(values);
        const { data } = saved
          ? await callChecked(updateNewsletter, { params: { id: saved.id }, body })
          : await callChecked(createNewsletter, { body });
        if (!saved) onCreated(data.id);
        keep(data);
      }),
    showPreview: () =>
      preview.run(async () => {
        $preview.set((await callChecked(previewNewsletter, { body: content(form.$values.get()) })).data);
      }),
    sendTest: () =>
      test.run(async () => {
        const saved = $saved.get();
        if (saved) $tested.set((await callChecked(testNewsletter, { params: { id: saved.id } })).data.to);
      }),
    askToSend: () => $confirming.set(true),
    cancelSend: () => $confirming.set(false),
    confirmSend: () =>
      send.run(async () => {
        const saved = $saved.get();
        if (!saved) return;
        keep((await callChecked(sendNewsletter, { params: { id: saved.id } })).data);
        $confirming.set(false);
      }),
    /** The screen is left: no more progress is asked for. */
    stop: () => stopFollowing?.(),
  };
}

export type NewsletterEditor = ReturnType<typeof createNewsletterEditor>;
