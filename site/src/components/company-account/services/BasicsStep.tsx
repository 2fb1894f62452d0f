import { TextField } from '@/kit/fields';
import { CheckField, ChoiceField, FieldGroup, NumberField } from '@/kit/fields';
import type { FormStepProps } from './steps';

/** Step 1: the name, price range, duration and the page's background image. */
export function BasicsStep({ form, change, init, t, error }: FormStepProps) {
  return (
    <>
      <TextField
        label={t('service_wizard.name')}
        name="name"
        required
        maxLength={160}
        hint={t('service_wizard.name_hint')}
        value={form.name}
        onChange={(value) => change('name', value)}
        error={error('name')}
      />
      <FieldGroup legend={t('service_wizard.price')} hint={t('service_wizard.price_hint')}>
        <div className="service-wizard__row service-wizard__row--three">
          <NumberField
            label={t('service_wizard.price_from')}
            name="price_from"
            value={form.price_from}
            onChange={(value) => change('price_from', value)}
            error={error('price_from')}
          />
          <NumberField
            label={t('service_wizard.price_to')}
            name="price_to"
            value={form.price_to}
            onChange={(value) => change('price_to', value)}
            error={error('price_to')}
          />
          <ChoiceField
            label={t('service_wizard.currency')}
            name="currency"
            value={form.currency}
            choices={init.currencies.map((currency) => ({
              value: currency.id,
              label: `${currency.id} (${currency.symbol})`,
            }))}
            onChange={(value) => {
              const chosen = init.currencies.find((currency) => currency.id === value);
              if (chosen) change('currency', chosen.id);
            }}
            error={error('currency')}
          />
        </div>
        <CheckField
          label={t('service_wizard.show_price')}
          name="show_price_block"
          checked={form.show_price_block}
          onChange={(value) => change('show_price_block', value)}
        />
      </FieldGroup>
      <FieldGroup legend={t('service_wizard.duration_title')}>
        <div className="service-wizard__row">
          <NumberField
            label={t('service_wizard.duration')}
            name="duration"
            decimals={false}
            value={form.duration}
            onChange={(value) => change('duration', value)}
            error={error('duration')}
          />
          <ChoiceField
            label={t('service_wizard.time_unit')}
            name="time_unit"
            value={form.time_unit === undefined ? '' : String(form.time_unit)}
            placeholder={form.time_unit === undefined ? t('service_wizard.choose') : undefined}
            choices={init.time_units.map((unit) => ({ value: String(unit.id), label: unit.name }))}
            onChange={(value) => change('time_unit', value ? Number(value) : undefined)}
            error={error('time_unit')}
          />
        </div>
        <CheckField
          label={t('service_wizard.show_duration')}
          name="show_duration_block"
          checked={form.show_duration_block}
          onChange={(value) => change('show_duration_block', value)}
        />
      </FieldGroup>
      <FieldGroup
        legend={t('service_wizard.background')}
        hint={t('service_wizard.background_hint')}
        error={error('image_library')}
      >
        <div className="service-wizard__backgrounds">
          <label className="service-wizard__background">
            <input
              type="radio"
              name="image_library"
              value=""
              checked={form.image_library === null}
              onChange={() => change('image_library', null)}
            />
            <span className="service-wizard__background-none" aria-hidden="true" />
            <span>{t('service_wizard.background_none')}</span>
          </label>
          {init.image_library.map((image) => (
            <label key={image.id} className="service-wizard__background">
              <input
                type="radio"
                name="image_library"
                value={image.id}
                checked={form.image_library === image.id}
                onChange={() => change('image_library', image.id)}
              />
              <img src={image.url} alt="" width="160" height="90" loading="lazy" />
              <span>{t(`service_wizard.background.${image.id}`)}</span>
            </label>
          ))}
        </div>
      </FieldGroup>
    </>
  );
}
