import { createRoot } from 'react-dom/client';
import { $auth } from '@/stores/auth';
import { createMessagePopup, type MessagePopup } from './message-popup';
import MessagePopupView from './MessagePopupView';
import { FEEDBACK_DATA_ID, type SiteMessageMessages } from './messages';

/**
 * What the first press of the footer's feedback link loads (React, the form kit, the store, the contract):
 * the popup is mounted once, then each press opens a fresh form in it.
 */
let popup: MessagePopup | undefined;

function mount(): MessagePopup {
  const messages = JSON.parse(document.getElementById(FEEDBACK_DATA_ID)?.textContent ?? '{}') as SiteMessageMessages;
  const store = createMessagePopup('feedback', { page: () => `${window.location.pathname}${window.location.search}` });
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<MessagePopupView popup={store} messages={messages} />);
  return store;
}

/** Opens the feedback form, prefilled with a signed-in visitor's name and address. */
export function openFeedback(): void {
  popup ??= mount();
  popup.open($auth.get().user);
}
