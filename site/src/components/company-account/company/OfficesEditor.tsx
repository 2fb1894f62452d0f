import { useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { COMPANY_LIMITS } from '@migralink/shared/schemas/company-account';
import { createTranslator, type Translate } from '@/i18n/format';
import { AddRow } from '@/kit/buttons';
import { removedAt, updatedAt } from '@/kit/form-values';
import { emptyOffice, weekdayOptions, type OfficeValues } from './office-form';
import type { BlockProps } from './bind-fields';
import { EditorFrame, useEditorIsland } from './EditorFrame';
import { ListError } from './EditorParts';
import type { OfficesEditorMessages } from './messages';
import { OfficeBlock } from './OfficeBlock';

export interface OfficesEditorProps {
  readonly locale: Locale;
  readonly messages: OfficesEditorMessages;
}

/**
 * The offices editor (`/admin/offices/`): the offices of the company form,
 * with their hours, holidays, phones and employees. It loads the whole
 * company and saves it whole (offices are part of `PUT /v1/account/company`).
 */
export default function OfficesEditor({ locale, messages }: OfficesEditorProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const editor = useEditorIsland(locale, 'offices', t);
  const days = useMemo(() => weekdayOptions(locale), [locale]);
  return (
    <EditorFrame editor={editor} locale={locale} messages={messages} t={t}>
      {(block) => <Offices {...block} days={days} t={t} />}
    </EditorFrame>
  );
}

/** Every office of the company, and the button that adds one. */
function Offices({
  values,
  change,
  init,
  errorAt,
  days,
  t,
}: BlockProps & {
  readonly days: readonly { readonly value: number; readonly label: string }[];
  readonly t: Translate<keyof OfficesEditorMessages>;
}) {
  const offices = values.offices;
  const setOffices = (next: readonly OfficeValues[]) => change((old) => ({ ...old, offices: next }));
  return (
    <>
      <p className="admin-note">{t('offices_editor.lead')}</p>
      <ListError error={errorAt('offices')} />
      {offices.map((office, index) => (
        <OfficeBlock
          key={office.key}
          index={index}
          office={office}
          onChange={(patch) => setOffices(updatedAt(offices, index, (old) => ({ ...old, ...patch })))}
          onRemove={offices.length > 1 ? () => setOffices(removedAt(offices, index)) : undefined}
          init={init}
          errorAt={errorAt}
          days={days}
          t={t}
        />
      ))}
      <AddRow
        label={t('offices_editor.add_office')}
        count={offices.length}
        max={COMPANY_LIMITS.offices}
        onAdd={() => setOffices([...offices, emptyOffice(init.office_types[0]?.id)])}
        hint={t('company_editor.limit', { max: COMPANY_LIMITS.offices })}
      />
    </>
  );
}
