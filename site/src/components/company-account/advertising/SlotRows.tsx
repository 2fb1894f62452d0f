import { useStore } from '@nanostores/react';
import type { AdvertisementsInit } from '@migralink/shared/schemas/billing';
import type { Translate } from '@/i18n/format';
import { AddRow } from '@/kit/buttons';
import { type Choice, ChoiceField } from '@/kit/choices';
import { FieldGroup, Row } from '@/kit/field-layout';
import type { NewAdvertisementKey } from './messages';
import type { NewAdvertisement, SlotDraft } from './new-advertisement-store';

type T = Translate<NewAdvertisementKey>;

const choicesOf = (items: readonly { readonly id: string | number; readonly name: string }[]): Choice[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** One slot: the target country, and the purpose and category that narrow it (optional, "Any" when open). */
function SlotRow({
  slot,
  number,
  lists,
  store,
  removable,
  t,
}: {
  readonly slot: SlotDraft;
  readonly number: number;
  readonly lists: AdvertisementsInit;
  readonly store: NewAdvertisement;
  readonly removable: boolean;
  readonly t: T;
}) {
  const name = (field: string) => `slots.${number - 1}.${field}`;
  return (
    <Row
      legend={t('admin.advertising.slot', { number })}
      removeLabel={t('admin.advertising.remove_slot', { number })}
      onRemove={removable ? () => store.removeSlot(slot.key) : undefined}
    >
      <div className="ads-slot">
        <ChoiceField
          name={name('country')}
          label={t('admin.advertising.country')}
          value={slot.country}
          placeholder={t('admin.advertising.choose_country')}
          choices={choicesOf(lists.countries)}
          onChange={(value) => store.setSlot(slot.key, 'country', value)}
        />
        <ChoiceField
          name={name('purpose')}
          label={t('admin.advertising.purpose')}
          optional={t('admin.advertising.optional')}
          value={slot.purpose}
          placeholder={t('admin.advertising.any')}
          choices={choicesOf(lists.immigration_purposes)}
          onChange={(value) => store.setSlot(slot.key, 'purpose', value)}
        />
        <ChoiceField
          name={name('category')}
          label={t('admin.advertising.category')}
          optional={t('admin.advertising.optional')}
          value={slot.category}
          placeholder={t('admin.advertising.any')}
          choices={choicesOf(lists.categories)}
          onChange={(value) => store.setSlot(slot.key, 'category', value)}
        />
      </div>
    </Row>
  );
}

/** The slots an advertisement buys: one row each, added up to the API's limit, the last one kept. */
export function SlotRows({
  store,
  lists,
  error,
  t,
}: {
  readonly store: NewAdvertisement;
  readonly lists: AdvertisementsInit;
  /** The slots' problem (a slot without a country, two slots the same), from the browser's check or the API. */
  readonly error: string | undefined;
  readonly t: T;
}) {
  const { slots } = useStore(store.form.$values);
  return (
    <FieldGroup legend={t('admin.advertising.slots_legend')} error={error}>
      {slots.map((slot, index) => (
        <SlotRow
          key={slot.key}
          slot={slot}
          number={index + 1}
          lists={lists}
          store={store}
          removable={slots.length > 1}
          t={t}
        />
      ))}
      <AddRow
        label={t('admin.advertising.add_slot')}
        count={slots.length}
        max={lists.max_slots}
        onAdd={() => store.addSlot()}
        hint={t('admin.advertising.max_slots', { max: lists.max_slots })}
      />
    </FieldGroup>
  );
}
