import { CheckField, ChoiceField } from '@/kit/choices';
import { NumberField, TextField } from '@/kit/controls';
import { FieldGroup } from '@/kit/field-layout';
import type { FormStepProps } from './wizard-fields';

/** Step 1: the name, price range, duration and the page's background image. */
export function BasicsStep({ fields, init, t }: FormStepProps) {
  const { bind, check } = fields;
  const currency = bind('currency');
  const timeUnit = bind('time_unit');
  return (
    <>
      <TextField
        {...bind('name')}
        label={t('service_wizard.name')}
        required
        maxLength={160}
        hint={t('service_wizard.name_hint')}
      />
      <FieldGroup legend={t('service_wizard.price')} hint={t('service_wizard.price_hint')}>
        <div className="service-wizard__row service-wizard__row--three">
          <NumberField {...bind('price_from')} label={t('service_wizard.price_from')} />
          <NumberField {...bind('price_to')} label={t('service_wizard.price_to')} />
          <ChoiceField
            {...currency}
            label={t('service_wizard.currency')}
            choices={init.currencies.map((each) => ({ value: each.id, label: `${each.id} (${each.symbol})` }))}
            onChange={(value) => {
              const chosen = init.currencies.find((each) => each.id === value);
              if (chosen) currency.onChange(chosen.id);
            }}
          />
        </div>
        <CheckField label={t('service_wizard.show_price')} {...check('show_price_block')} />
      </FieldGroup>
      <FieldGroup legend={t('service_wizard.duration_title')}>
        <div className="service-wizard__row">
          <NumberField {...bind('duration')} label={t('service_wizard.duration')} decimals={false} />
          <ChoiceField
            {...timeUnit}
            label={t('service_wizard.time_unit')}
            value={timeUnit.value === undefined ? '' : String(timeUnit.value)}
            placeholder={timeUnit.value === undefined ? t('service_wizard.choose') : undefined}
            choices={init.time_units.map((unit) => ({ value: String(unit.id), label: unit.name }))}
            onChange={(value) => timeUnit.onChange(value ? Number(value) : undefined)}
          />
        </div>
        <CheckField label={t('service_wizard.show_duration')} {...check('show_duration_block')} />
      </FieldGroup>
      <BackgroundChoice fields={fields} init={init} t={t} />
    </>
  );
}

/** The page's background: none, or one of the image library's. */
function BackgroundChoice({ fields, init, t }: FormStepProps) {
  const { name, value, onChange, error } = fields.bind('image_library');
  const choices = [
    { id: null, image: <span className="service-wizard__background-none" aria-hidden="true" /> },
    ...init.image_library.map((image) => ({
      id: image.id,
      image: <img src={image.url} alt="" width="160" height="90" loading="lazy" />,
    })),
  ];
  return (
    <FieldGroup legend={t('service_wizard.background')} hint={t('service_wizard.background_hint')} error={error}>
      <div className="service-wizard__backgrounds">
        {choices.map((choice) => (
          <label key={choice.id ?? ''} className="service-wizard__background">
            <input
              type="radio"
              name={name}
              value={choice.id ?? ''}
              checked={value === choice.id}
              onChange={() => onChange(choice.id)}
            />
            {choice.image}
            <span>{t(choice.id ? `service_wizard.background.${choice.id}` : 'service_wizard.background_none')}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
