import { atom, type ReadableAtom } from 'nanostores';
import { getAccountMailing, subscribeAccount } from '@migralink/shared/api/mailing';
import type { Locale } from '@migralink/shared/locales';
import type { AccountMailing, MailingTopic } from '@migralink/shared/schemas/mailing';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { describeWithRefusal } from '@/kit/problems';
import { createRequest } from '@/kit/request';

/** The topics of one language the account's address is subscribed to. */
export const topicsIn = (mailing: AccountMailing, locale: Locale): MailingTopic[] =>
  mailing.lists.filter((list) => list.locale === locale).map((list) => list.topic);

/**
 * The profile's mailing switches (docs/product.md, "Mailing lists"): the account's lists in the page's language,
 * loaded; the topics switched on and off; saved at once with `POST /v1/subscribe` (no confirmation mail: the
 * account's address is confirmed, or the API refuses adding a list with its reason).
 */
export function createMailingSwitches(locale: Locale, { onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const loader = createLoader<AccountMailing>({ onSessionExpired });
  const save = createRequest<never>({ fields: [], onSessionExpired, describe: describeWithRefusal });
  const $topics = atom<MailingTopic[]>([]);
  const keep = (mailing: AccountMailing) => {
    $topics.set(topicsIn(mailing, locale));
    return mailing;
  };
  return {
    loader,
    save,
    $topics: $topics as ReadableAtom<MailingTopic[]>,
    load: () => loader.load(async () => keep((await callChecked(getAccountMailing, {})).data)),
    toggle(topic: MailingTopic, on: boolean): void {
      const others = $topics.get().filter((chosen) => chosen !== topic);
      $topics.set(on ? [...others, topic] : others);
      save.reset();
    },
    submit: () =>
      save.run(async () => {
        const { data } = await callChecked(subscribeAccount, { body: { locale, topics: $topics.get() } });
        loader.set(keep(data));
      }),
  };
}

export type MailingSwitches = ReturnType<typeof createMailingSwitches>;
