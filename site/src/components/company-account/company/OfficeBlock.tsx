import type { ReactNode } from 'react';
import { COMPANY_LIMITS, type CompanyInit } from '@migralink/shared/schemas/company-account';
import type { Translate } from '@/i18n/format';
import { CheckboxGroup, CheckField, ChoiceField, RadioGroup } from '@/kit/choices';
import { NumberField, TextField, TimeField } from '@/kit/controls';
import { fieldsOf, type ErrorAt, type Fields } from './bind-fields';
import {
  emptyEmployee,
  emptyHoliday,
  emptyPhone,
  emptyWorkingTime,
  type EmployeeValues,
  type HolidayValues,
  type OfficeValues,
  type PhoneValues,
  type WorkingTimeValues,
} from './office-form';
import { ListSection, RowList, Section } from './EditorParts';
import { ImageField } from './ImageField';
import type { OfficesEditorMessages } from './messages';

type T = Translate<keyof OfficesEditorMessages>;
type Days = readonly { readonly value: number; readonly label: string }[];

export interface OfficeBlockProps {
  readonly index: number;
  readonly office: OfficeValues;
  readonly onChange: (patch: Partial<OfficeValues>) => void;
  /** Absent for the last office (a company keeps at least one). */
  readonly onRemove: (() => void) | undefined;
  readonly init: CompanyInit;
  readonly errorAt: ErrorAt;
  readonly days: Days;
  readonly t: T;
}

/** An e-mail or phone input: the keyboard and the browser's autofill for it. */
const contactInput = <K extends 'email' | 'tel'>(kind: K) => ({ type: kind, inputMode: kind, autoComplete: kind });

/** One office: its address, contacts, kind, place on the map and logo, then its four lists. */
export function OfficeBlock({ index, office, onChange, onRemove, init, errorAt, days, t }: OfficeBlockProps) {
  const at = `offices.${index}`;
  const { bind, check } = fieldsOf(at, office, onChange, errorAt);
  const rows = { at, office, onChange, errorAt, t };
  const title = (
    <>
      {t('offices_editor.office', { number: index + 1 })}
      {office.address.trim() && <span className="company-editor__legend-note">: {office.address}</span>}
    </>
  );
  return (
    <Section title={title} className="company-editor__office">
      <TextField
        {...bind('address')}
        label={t('offices_editor.address')}
        autoComplete="street-address"
        maxLength={300}
      />
      <div className="account-form__row company-editor__pair">
        <TextField
          {...bind('email')}
          {...contactInput('email')}
          label={t('offices_editor.email')}
          optional={t('common.optional')}
        />
        <ChoiceField
          {...bind('office_type')}
          label={t('offices_editor.office_type')}
          placeholder={t('company_editor.choose')}
          choices={init.office_types.map((type) => ({ value: String(type.id), label: type.name }))}
          value={office.office_type ?? ''}
          onChange={(value) => onChange({ office_type: value || undefined })}
        />
      </div>
      <RadioGroup
        {...bind('type')}
        legend={t('offices_editor.kind')}
        options={init.office_kinds.map((kind) => ({ value: kind.id, label: kind.name }))}
      />
      <CheckField label={t('offices_editor.show_block')} {...check('show_block')} />
      <div className="account-form__row company-editor__pair">
        <NumberField {...bind('lat')} label={t('offices_editor.lat')} hint={t('offices_editor.coordinates_hint')} />
        <NumberField {...bind('long')} label={t('offices_editor.long')} />
      </div>
      <ImageField
        {...bind('logo')}
        label={t('offices_editor.logo')}
        alt={t('offices_editor.logo_alt')}
        purpose="office_logo"
        t={t}
      />
      <WorkingTimes {...rows} days={days} />
      <Holidays {...rows} days={days} />
      <Phones {...rows} messengers={init.messengers} />
      <Employees {...rows} />
      {onRemove && (
        <div className="form-row__actions">
          <button type="button" className="account-button account-button--quiet" onClick={onRemove}>
            {t('offices_editor.remove_office', { number: index + 1 })}
          </button>
        </div>
      )}
    </Section>
  );
}

/** The office's lists, each with its row kind (which names its texts) and its limit. */
const LISTS = {
  office_working_times: ['working_time', COMPANY_LIMITS.workingTimesPerOffice, emptyWorkingTime],
  office_holidays: ['holiday', COMPANY_LIMITS.holidaysPerOffice, emptyHoliday],
  phones: ['phone', COMPANY_LIMITS.phonesPerOffice, emptyPhone],
  office_employees: ['employee', COMPANY_LIMITS.employeesPerOffice, emptyEmployee],
} as const;
type ListField = keyof typeof LISTS;
type RowOf<F extends ListField> = OfficeValues[F][number];

interface ListProps {
  readonly at: string;
  readonly office: OfficeValues;
  readonly onChange: (patch: Partial<OfficeValues>) => void;
  readonly errorAt: ErrorAt;
  readonly t: T;
}

/** One list of the office under its heading: its rows, each with the fields `children` renders for it. */
function OfficeRows<F extends ListField>({
  field,
  at,
  office,
  onChange,
  errorAt,
  t,
  children,
}: ListProps & {
  readonly field: F;
  readonly children: (fields: Fields<RowOf<F>>, item: RowOf<F>, path: string) => ReactNode;
}) {
  const [kind, max, create] = LISTS[field];
  const path = `${at}.${field}`;
  return (
    <ListSection title={t(`offices_editor.${kind}s`)} error={errorAt(path)}>
      <RowList<RowOf<F>>
        items={office[field] as readonly RowOf<F>[]}
        onChange={(next) => onChange({ [field]: next })}
        create={create as () => RowOf<F>}
        max={max}
        legend={(number) => t(`offices_editor.${kind}`, { number })}
        removeLabel={(number) => t(`offices_editor.remove_${kind}`, { number })}
        addLabel={t(`offices_editor.add_${kind}`)}
        limit={t('company_editor.limit', { max })}
      >
        {(item, update, row) => children(fieldsOf(`${path}.${row}`, item, update, errorAt), item, `${path}.${row}`)}
      </RowList>
    </ListSection>
  );
}

function WorkingTimes({ days, ...list }: ListProps & { readonly days: Days }) {
  const { t } = list;
  return (
    <OfficeRows field="office_working_times" {...list}>
      {({ bind }: Fields<WorkingTimeValues>) => (
        <>
          <CheckboxGroup {...bind('days')} legend={t('offices_editor.days')} options={days} />
          <div className="account-form__row company-editor__pair">
            <TimeField {...bind('hour_from')} label={t('offices_editor.from')} />
            <TimeField {...bind('hour_to')} label={t('offices_editor.to')} />
          </div>
        </>
      )}
    </OfficeRows>
  );
}

function Holidays({ days, ...list }: ListProps & { readonly days: Days }) {
  const { t, errorAt } = list;
  return (
    <OfficeRows field="office_holidays" {...list}>
      {({ bind, check }: Fields<HolidayValues>, holiday, path) => (
        <>
          <CheckboxGroup {...bind('days')} legend={t('offices_editor.days')} options={days} />
          <CheckField label={t('offices_editor.closed')} {...check('closed')} />
          {!holiday.closed && (
            <div className="account-form__row company-editor__pair">
              {/* The API names the hours as one field. */}
              <TimeField {...bind('hour_from')} label={t('offices_editor.from')} error={errorAt(`${path}.hours`)} />
              <TimeField {...bind('hour_to')} label={t('offices_editor.to')} error={undefined} />
            </div>
          )}
        </>
      )}
    </OfficeRows>
  );
}

function Phones({ messengers, ...list }: ListProps & { readonly messengers: CompanyInit['messengers'] }) {
  const { t } = list;
  return (
    <OfficeRows field="phones" {...list}>
      {({ bind }: Fields<PhoneValues>) => (
        <>
          <TextField
            {...bind('phone_number')}
            {...contactInput('tel')}
            label={t('offices_editor.phone_number')}
            hint={t('offices_editor.phone_hint')}
          />
          <CheckboxGroup
            {...bind('messengers')}
            legend={t('offices_editor.messengers')}
            options={messengers.map((messenger) => ({ value: messenger.id, label: messenger.name }))}
          />
        </>
      )}
    </OfficeRows>
  );
}

function Employees(list: ListProps) {
  const { t } = list;
  return (
    <OfficeRows field="office_employees" {...list}>
      {({ bind }: Fields<EmployeeValues>, employee) => (
        <>
          <div className="account-form__row company-editor__pair">
            <TextField {...bind('name')} label={t('offices_editor.employee_name')} required maxLength={120} />
            <TextField {...bind('position')} label={t('offices_editor.employee_position')} maxLength={120} />
          </div>
          <ImageField
            {...bind('avatar')}
            label={t('offices_editor.employee_photo')}
            alt={t('offices_editor.employee_photo_alt', { name: employee.name })}
            purpose="employee_avatar"
            t={t}
          />
        </>
      )}
    </OfficeRows>
  );
}
