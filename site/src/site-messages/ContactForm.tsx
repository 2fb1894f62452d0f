import { useEffect, useMemo } from 'react';
import { createTranslator } from '@/i18n/format';
import { useIsland } from '@/kit/react';
import { $auth } from '@/stores/auth';
import { createMessageForm } from './message-form-store';
import { MessageForm } from './MessageForm';
import type { SiteMessageMessages } from './messages';

export interface ContactFormProps {
  readonly messages: SiteMessageMessages;
}

/** The contacts page's form (docs/product.md, "Forms"): a message to the platform's staff; once sent, another. */
export default function ContactForm({ messages }: ContactFormProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() => createMessageForm('contact', { page: () => window.location.pathname }));
  useEffect(() => store.start($auth.get().user), [store]);
  return (
    <MessageForm
      store={store}
      t={t}
      after={{ label: t('site_message.form.again'), onAction: () => store.open($auth.get().user) }}
    />
  );
}
