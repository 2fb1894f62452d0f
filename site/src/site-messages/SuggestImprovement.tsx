import { useMemo } from 'react';
import { createTranslator } from '@/i18n/format';
import { useIsland } from '@/kit/react';
import { createMessagePopup } from './message-popup';
import MessagePopupView from './MessagePopupView';
import type { SiteMessageMessages } from './messages';
import './site-messages.css';

export interface SuggestImprovementProps {
  readonly messages: SiteMessageMessages;
  readonly onSessionExpired: () => void;
}

/** The service editor's "Suggest an improvement": a quiet button that opens the suggestion's popup. */
export function SuggestImprovement({ messages, onSessionExpired }: SuggestImprovementProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const popup = useIsland(() =>
    createMessagePopup('improvement', {
      page: () => `${window.location.pathname}${window.location.search}`,
      onSessionExpired,
    }),
  );
  return (
    <div className="suggest-improvement">
      <button type="button" className="account-button account-button--quiet" onClick={() => popup.open()}>
        {t('site_message.improvement.open')}
      </button>
      <MessagePopupView popup={popup} messages={messages} />
    </div>
  );
}
