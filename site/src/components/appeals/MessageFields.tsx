import { useEffect, useRef, type ReactNode, type SubmitEvent } from 'react';
import { APPEAL_LIMITS } from '@migralink/shared/schemas/appeals';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { TextAreaField } from '@/kit/controls';
import { framed } from '@/kit/field-layout';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import { ATTACHMENT_TYPES } from './attachment';
import type { MessageValues } from './message-form';
import type { Form } from '@/kit/form';
import type { ThreadKey } from './messages';

/** The file of a message: PDF, JPEG or PNG, at most one. */
export const AttachmentField = framed<File | null>(({ onChange }, attributes) => (
  <input
    {...attributes}
    type="file"
    accept={ATTACHMENT_TYPES}
    className="account-field__input"
    onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
  />
));

/**
 * A message form: what comes before the text (`children`: a new appeal's subject), the text, the file and the
 * button; sent by `onSend`.
 */
export function MessageFields<V extends MessageValues>({
  form,
  label,
  hint,
  send,
  onSend,
  children,
  t,
}: {
  readonly form: Form<V>;
  readonly label: string;
  readonly hint?: string;
  readonly send: string;
  readonly onSend: () => void;
  readonly children?: ReactNode;
  readonly t: Translate<ThreadKey>;
}) {
  const { values, state, busy, general, bind } = useForm(form as unknown as Form<MessageValues>, t);
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(element, state);
  // The browser keeps showing a chosen file's name: empty the input once the form let go of the file (sent).
  useEffect(() => {
    const input = element.current?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!values.file && input) input.value = '';
  }, [values.file]);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend();
  };
  return (
    <form ref={element} className="admin-card account-form" method="post" noValidate onSubmit={onSubmit}>
      {general && <FormAlert>{general}</FormAlert>}
      {children}
      <TextAreaField {...bind('message')} label={label} hint={hint} maxLength={APPEAL_LIMITS.message} rows={5} />
      <AttachmentField {...bind('file')} label={t('appeals.file')} hint={t('appeals.file_hint')} />
      <SubmitButton busy={busy} label={send} busyLabel={t('appeals.sending')} />
    </form>
  );
}
