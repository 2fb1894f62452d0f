import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { createTranslator } from '@/i18n/format';
import { Modal } from '@/kit/modal';
import type { MessagePopup } from './message-popup';
import { MessageForm } from './MessageForm';
import type { SiteMessageMessages } from './messages';

export interface MessagePopupProps {
  readonly popup: MessagePopup;
  readonly messages: SiteMessageMessages;
}

/**
 * A popup that writes to the platform's staff in the kit's modal dialog: the footer's feedback about the
 * site, or a company's suggestion for the service editor.
 */
export default function MessagePopupView({ popup, messages }: MessagePopupProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const open = useStore(popup.$open);
  const improvement = popup.form.kind === 'improvement';
  return (
    <Modal
      open={open}
      title={t(improvement ? 'site_message.improvement.title' : 'site_message.feedback.title')}
      closeLabel={t('common.close')}
      onClose={popup.close}
    >
      <p className="site-message-lead">
        {t(improvement ? 'site_message.improvement.lead' : 'site_message.feedback.lead')}
      </p>
      {open && <MessageForm store={popup.form} t={t} after={{ label: t('common.close'), onAction: popup.close }} />}
    </Modal>
  );
}
