import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { Outcome } from '@/components/account/outcome';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { problemText } from '@/kit/problems';
import { queryParam, useHydrated, useIsland } from '@/kit/react';
import { localizedPath } from '@/urls/localized-url';
import { createLinkAction, type LinkKind, type LinkOutcome } from './link-action-store';
import type { MailingLinkKey, MailingLinkMessages } from './messages';
import '@/components/account/account.css';

export interface MailingLinkAppProps {
  readonly locale: Locale;
  readonly kind: LinkKind;
  readonly messages: MailingLinkMessages;
}

type T = Translate<MailingLinkKey>;

/** What the press came to, with the way on (the home page, whose footer subscribes again). */
function Done({ outcome, locale, t }: { readonly outcome: LinkOutcome; readonly locale: Locale; readonly t: T }) {
  const home = localizedPath('/', locale);
  const action = t('mailing.link.home');
  if (outcome.status === 'invalid' || outcome.status === 'missing')
    return (
      <Outcome tone="error" title={t('mailing.link.invalid_title')} href={home} action={action}>
        <p>{outcome.status === 'invalid' ? outcome.message : t('mailing.link.missing')}</p>
      </Outcome>
    );
  if (outcome.status === 'confirm') {
    const { answer } = outcome;
    const topics = answer.topics.map((topic) => t(`mailing.topic.${topic}`)).join(', ');
    const done = answer.outcome === 'confirmed' ? 'done' : 'already';
    return (
      <Outcome tone="success" title={t(`mailing.confirm.${done}_title`)} href={home} action={action}>
        <p>{t(`mailing.confirm.${done}`, { topics })}</p>
      </Outcome>
    );
  }
  if (outcome.status !== 'unsubscribe') return null;
  const done = outcome.answer.outcome === 'unsubscribed' ? 'done' : 'already';
  return (
    <Outcome tone="success" title={t(`mailing.unsubscribe.${done}_title`)} href={home} action={action}>
      <p>{t(`mailing.unsubscribe.${done}`, { topic: t(`mailing.topic.${outcome.answer.topic}`) })}</p>
    </Outcome>
  );
}

/**
 * The page a mailing link opens (`/mailing/confirm/?token=`, `/unsubscribe/?token=`; docs/product.md, "Mailing
 * lists"): opening it changes nothing, so the link scanners of mail systems change nothing either; the button
 * sends the one POST that acts, and the answer is told.
 */
export default function MailingLinkApp({ locale, kind, messages }: MailingLinkAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const action = useIsland(() => createLinkAction(kind));
  const outcome = useStore(action.$outcome);
  const state = useStore(action.request.$state);
  const hydrated = useHydrated();
  useEffect(() => action.start(queryParam('token')), [action]);

  if (outcome.status !== 'waiting') return <Done outcome={outcome} locale={locale} t={t} />;
  const busy = state.phase === 'loading';
  return (
    <div className="account-result">
      {state.phase === 'failed' && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      <button
        type="button"
        className="account-button account-button--primary"
        disabled={!hydrated || busy}
        onClick={() => void action.press()}
      >
        {t(busy ? `mailing.${kind}.working` : `mailing.${kind}.button`)}
      </button>
    </div>
  );
}
