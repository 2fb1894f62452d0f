import { useMemo, type ReactNode } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { COMPANY_LIMITS } from '@migralink/shared/schemas/company-account';
import { createTranslator, type Translate } from '@/i18n/format';
import { TextField } from '@/kit/fields';
import {
  emptyEmployee,
  emptyHoliday,
  emptyOffice,
  emptyPhone,
  emptyWorkingTime,
  weekdayOptions,
  type OfficeValues,
} from './company-form';
import { removedAt, updatedAt } from '@/kit/form-values';
import { AddRow, RadioGroup, Row, TimeField } from '@/kit/fields';
import { ImageField } from './ImageField';
import { CheckboxGroup, CheckField, ChoiceField, NumberField } from '@/kit/fields';
import { EditorFrame, type BlockProps } from './EditorFrame';
import type { OfficesEditorMessages } from './messages';
import { useCompanyEditor } from './use-company-editor';

type Key = keyof OfficesEditorMessages;

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
  const editor = useCompanyEditor({ locale, screen: 'offices', t });
  const days = useMemo(() => weekdayOptions(locale), [locale]);
  return (
    <EditorFrame editor={editor} locale={locale} screen="offices" messages={messages} t={t}>
      {({ values, change, init, errorAt }) => {
        const offices = values.offices;
        const setOffices = (next: readonly OfficeValues[]) => change((old) => ({ ...old, offices: next }));
        return (
          <>
            <p className="admin-note">{t('offices_editor.lead')}</p>
            {errorAt('offices') && <p className="account-field__error">{errorAt('offices')}</p>}
            {offices.map((office, index) => (
              <OfficeBlock
                key={office.key}
                index={index}
                office={office}
                onChange={(update) => setOffices(updatedAt(offices, index, update))}
                onRemove={offices.length > 1 ? () => setOffices(removedAt(offices, index)) : undefined}
                block={{ values, change, init, errorAt }}
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
      }}
    </EditorFrame>
  );
}

interface OfficeBlockProps {
  readonly index: number;
  readonly office: OfficeValues;
  readonly onChange: (update: (old: OfficeValues) => OfficeValues) => void;
  readonly onRemove: (() => void) | undefined;
  readonly block: BlockProps;
  readonly days: readonly { readonly value: number; readonly label: string }[];
  readonly t: Translate<Key>;
}

function OfficeBlock({ index, office, onChange, onRemove, block, days, t }: OfficeBlockProps) {
  const { init, errorAt } = block;
  const at = `offices.${index}`;
  const set = <K extends keyof OfficeValues>(field: K, value: OfficeValues[K]) =>
    onChange((old) => ({ ...old, [field]: value }));
  const times = rows(office.office_working_times, (next) => set('office_working_times', next));
  const holidays = rows(office.office_holidays, (next) => set('office_holidays', next));
  const phones = rows(office.phones, (next) => set('phones', next));
  const employees = rows(office.office_employees, (next) => set('office_employees', next));

  return (
    <fieldset className="admin-card company-editor__section company-editor__office">
      <legend className="company-editor__legend">
        {t('offices_editor.office', { number: index + 1 })}
        {office.address.trim() && <span className="company-editor__legend-note">: {office.address}</span>}
      </legend>
      <TextField
        label={t('offices_editor.address')}
        name={`${at}.address`}
        autoComplete="street-address"
        maxLength={300}
        value={office.address}
        onChange={(value) => set('address', value)}
        error={errorAt(`${at}.address`)}
      />
      <div className="account-form__row company-editor__pair">
        <TextField
          label={t('offices_editor.email')}
          name={`${at}.email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          optional={t('common.optional')}
          value={office.email}
          onChange={(value) => set('email', value)}
          error={errorAt(`${at}.email`)}
        />
        <ChoiceField
          label={t('offices_editor.office_type')}
          name={`${at}.office_type`}
          placeholder={t('company_editor.choose')}
          choices={init.office_types.map((type) => ({ value: String(type.id), label: type.name }))}
          value={office.office_type ?? ''}
          onChange={(value) => set('office_type', value || undefined)}
          error={errorAt(`${at}.office_type`)}
        />
      </div>
      <RadioGroup
        legend={t('offices_editor.kind')}
        name={`${at}.type`}
        options={init.office_kinds.map((kind) => ({ value: kind.id, label: kind.name }))}
        value={office.type}
        onChange={(value) => set('type', value)}
        error={errorAt(`${at}.type`)}
      />
      <CheckField
        label={t('offices_editor.show_block')}
        name={`${at}.show_block`}
        checked={office.show_block}
        onChange={(checked) => set('show_block', checked)}
      />
      <div className="account-form__row company-editor__pair">
        <NumberField
          label={t('offices_editor.lat')}
          name={`${at}.lat`}
          hint={t('offices_editor.coordinates_hint')}
          value={office.lat}
          onChange={(value) => set('lat', value)}
          error={errorAt(`${at}.lat`)}
        />
        <NumberField
          label={t('offices_editor.long')}
          name={`${at}.long`}
          value={office.long}
          onChange={(value) => set('long', value)}
          error={errorAt(`${at}.long`)}
        />
      </div>
      <ImageField
        label={t('offices_editor.logo')}
        alt={t('offices_editor.logo_alt')}
        purpose="office_logo"
        value={office.logo}
        onChange={(logo) => set('logo', logo)}
        error={errorAt(`${at}.logo`)}
        t={t}
      />

      <ListSection title={t('offices_editor.working_times')} error={errorAt(`${at}.office_working_times`)}>
        {times.items.map((time, row) => (
          <Row
            key={time.key}
            legend={t('offices_editor.working_time', { number: row + 1 })}
            removeLabel={t('offices_editor.remove_working_time', { number: row + 1 })}
            onRemove={() => times.remove(row)}
          >
            <CheckboxGroup
              legend={t('offices_editor.days')}
              name={`${at}.office_working_times.${row}.days`}
              options={days}
              value={time.days}
              onChange={(value) => times.update(row, { days: value })}
              error={errorAt(`${at}.office_working_times.${row}.days`)}
            />
            <div className="account-form__row company-editor__pair">
              <TimeField
                label={t('offices_editor.from')}
                name={`${at}.office_working_times.${row}.hour_from`}
                value={time.hour_from}
                onChange={(value) => times.update(row, { hour_from: value })}
                error={errorAt(`${at}.office_working_times.${row}.hour_from`)}
              />
              <TimeField
                label={t('offices_editor.to')}
                name={`${at}.office_working_times.${row}.hour_to`}
                value={time.hour_to}
                onChange={(value) => times.update(row, { hour_to: value })}
                error={errorAt(`${at}.office_working_times.${row}.hour_to`)}
              />
            </div>
          </Row>
        ))}
        <AddRow
          label={t('offices_editor.add_working_time')}
          count={times.items.length}
          max={COMPANY_LIMITS.workingTimesPerOffice}
          onAdd={() => times.set([...times.items, emptyWorkingTime()])}
          hint={t('company_editor.limit', { max: COMPANY_LIMITS.workingTimesPerOffice })}
        />
      </ListSection>

      <ListSection title={t('offices_editor.holidays')} error={errorAt(`${at}.office_holidays`)}>
        {holidays.items.map((holiday, row) => (
          <Row
            key={holiday.key}
            legend={t('offices_editor.holiday', { number: row + 1 })}
            removeLabel={t('offices_editor.remove_holiday', { number: row + 1 })}
            onRemove={() => holidays.remove(row)}
          >
            <CheckboxGroup
              legend={t('offices_editor.days')}
              name={`${at}.office_holidays.${row}.days`}
              options={days}
              value={holiday.days}
              onChange={(value) => holidays.update(row, { days: value })}
              error={errorAt(`${at}.office_holidays.${row}.days`)}
            />
            <CheckField
              label={t('offices_editor.closed')}
              name={`${at}.office_holidays.${row}.closed`}
              checked={holiday.closed}
              onChange={(closed) => holidays.update(row, { closed })}
            />
            {!holiday.closed && (
              <div className="account-form__row company-editor__pair">
                <TimeField
                  label={t('offices_editor.from')}
                  name={`${at}.office_holidays.${row}.hour_from`}
                  value={holiday.hour_from}
                  onChange={(value) => holidays.update(row, { hour_from: value })}
                  error={errorAt(`${at}.office_holidays.${row}.hours`)}
                />
                <TimeField
                  label={t('offices_editor.to')}
                  name={`${at}.office_holidays.${row}.hour_to`}
                  value={holiday.hour_to}
                  onChange={(value) => holidays.update(row, { hour_to: value })}
                />
              </div>
            )}
          </Row>
        ))}
        <AddRow
          label={t('offices_editor.add_holiday')}
          count={holidays.items.length}
          max={COMPANY_LIMITS.holidaysPerOffice}
          onAdd={() => holidays.set([...holidays.items, emptyHoliday()])}
          hint={t('company_editor.limit', { max: COMPANY_LIMITS.holidaysPerOffice })}
        />
      </ListSection>

      <ListSection title={t('offices_editor.phones')} error={errorAt(`${at}.phones`)}>
        {phones.items.map((phone, row) => (
          <Row
            key={phone.key}
            legend={t('offices_editor.phone', { number: row + 1 })}
            removeLabel={t('offices_editor.remove_phone', { number: row + 1 })}
            onRemove={() => phones.remove(row)}
          >
            <TextField
              label={t('offices_editor.phone_number')}
              name={`${at}.phones.${row}.phone_number`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint={t('offices_editor.phone_hint')}
              value={phone.phone_number}
              onChange={(value) => phones.update(row, { phone_number: value })}
              error={errorAt(`${at}.phones.${row}.phone_number`)}
            />
            <CheckboxGroup
              legend={t('offices_editor.messengers')}
              name={`${at}.phones.${row}.messengers`}
              options={init.messengers.map((messenger) => ({ value: messenger.id, label: messenger.name }))}
              value={phone.messengers}
              onChange={(value) => phones.update(row, { messengers: value })}
              error={errorAt(`${at}.phones.${row}.messengers`)}
            />
          </Row>
        ))}
        <AddRow
          label={t('offices_editor.add_phone')}
          count={phones.items.length}
          max={COMPANY_LIMITS.phonesPerOffice}
          onAdd={() => phones.set([...phones.items, emptyPhone()])}
          hint={t('company_editor.limit', { max: COMPANY_LIMITS.phonesPerOffice })}
        />
      </ListSection>

      <ListSection title={t('offices_editor.employees')} error={errorAt(`${at}.office_employees`)}>
        {employees.items.map((employee, row) => (
          <Row
            key={employee.key}
            legend={t('offices_editor.employee', { number: row + 1 })}
            removeLabel={t('offices_editor.remove_employee', { number: row + 1 })}
            onRemove={() => employees.remove(row)}
          >
            <div className="account-form__row company-editor__pair">
              <TextField
                label={t('offices_editor.employee_name')}
                name={`${at}.office_employees.${row}.name`}
                required
                maxLength={120}
                value={employee.name}
                onChange={(value) => employees.update(row, { name: value })}
                error={errorAt(`${at}.office_employees.${row}.name`)}
              />
              <TextField
                label={t('offices_editor.employee_position')}
                name={`${at}.office_employees.${row}.position`}
                maxLength={120}
                value={employee.position}
                onChange={(value) => employees.update(row, { position: value })}
                error={errorAt(`${at}.office_employees.${row}.position`)}
              />
            </div>
            <ImageField
              label={t('offices_editor.employee_photo')}
              alt={t('offices_editor.employee_photo_alt', { name: employee.name })}
              purpose="employee_avatar"
              value={employee.avatar}
              onChange={(avatar) => employees.update(row, { avatar })}
              error={errorAt(`${at}.office_employees.${row}.avatar`)}
              t={t}
            />
          </Row>
        ))}
        <AddRow
          label={t('offices_editor.add_employee')}
          count={employees.items.length}
          max={COMPANY_LIMITS.employeesPerOffice}
          onAdd={() => employees.set([...employees.items, emptyEmployee()])}
          hint={t('company_editor.limit', { max: COMPANY_LIMITS.employeesPerOffice })}
        />
      </ListSection>

      {onRemove && (
        <div className="form-row__actions">
          <button type="button" className="account-button account-button--quiet" onClick={onRemove}>
            {t('offices_editor.remove_office', { number: index + 1 })}
          </button>
        </div>
      )}
    </fieldset>
  );
}

/** A list of the office, changed as a whole: set, change one row, remove one row. */
function rows<T>(items: readonly T[], set: (next: readonly T[]) => void) {
  return {
    items,
    set,
    update: (row: number, patch: Partial<T>) => set(updatedAt(items, row, (old) => ({ ...old, ...patch }))),
    remove: (row: number) => set(removedAt(items, row)),
  };
}

/** A list of the office (hours, holidays, phones, employees) under its heading, with the list's own error. */
function ListSection({
  title,
  error,
  children,
}: {
  readonly title: string;
  readonly error: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <section className="company-editor__list">
      <h3 className="company-editor__list-title">{title}</h3>
      {error && <p className="account-field__error">{error}</p>}
      {children}
    </section>
  );
}
