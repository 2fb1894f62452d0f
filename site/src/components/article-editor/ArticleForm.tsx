import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { LOCALES } from '@migralink/shared/locales';
import {
  ARTICLE_BODY_MAX,
  ARTICLE_NAME_MAX,
  ARTICLE_SECTIONS,
  ARTICLE_SLUG_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
} from '@migralink/shared/schemas/articles';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { CheckboxGroup, ChoiceField } from '@/kit/choices';
import { DateField, TextAreaField, TextField } from '@/kit/controls';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import type { ArticleChoices, ArticleEditor } from './article-store';
import type { ArticleKey } from './messages';

type T = Translate<ArticleKey>;

/** The target countries offered: the destinations companies serve, and any the article names already. */
function countryOptions(choices: ArticleChoices, chosen: readonly string[]) {
  const offered = new Set([...choices.served_destinations, ...chosen]);
  return choices.countries
    .filter((country) => offered.has(country.id))
    .map(({ id, name }) => ({ value: id, label: name }));
}

/** The article's texts, language, section, address, tags, targets and who checked it, saved with the submit. */
export function ArticleForm({ editor, choices, t }: { editor: ArticleEditor; choices: ArticleChoices; t: T }) {
  const { state, busy, general, bind } = useForm(editor.form, t);
  const saved = useStore(editor.$saved);
  const dirty = useStore(editor.$dirty);
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, state);
  const countries = bind('countries');
  const purposes = bind('purposes');
  return (
    <form
      ref={ref}
      className="admin-card account-form articles-form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <div className="articles-form__row">
        <ChoiceField
          {...bind('locale')}
          label={t('admin.articles.field.locale')}
          placeholder={t('admin.articles.choose')}
          choices={LOCALES.map((value) => ({ value, label: t(`admin.articles.language.${value}`) }))}
        />
        <ChoiceField
          {...bind('section')}
          label={t('admin.articles.field.section')}
          placeholder={t('admin.articles.choose')}
          choices={ARTICLE_SECTIONS.map((value) => ({ value, label: t(`admin.articles.section.${value}`) }))}
        />
      </div>
      <TextField {...bind('title')} label={t('admin.articles.field.title')} maxLength={ARTICLE_TITLE_MAX} />
      <TextField
        {...bind('slug')}
        label={t('admin.articles.field.slug')}
        hint={t('admin.articles.slug_hint')}
        maxLength={ARTICLE_SLUG_MAX}
      />
      <TextAreaField
        {...bind('summary')}
        label={t('admin.articles.field.summary')}
        maxLength={ARTICLE_SUMMARY_MAX}
        rows={3}
      />
      <TextAreaField
        {...bind('body')}
        label={t('admin.articles.field.body')}
        hint={t('admin.articles.body_hint')}
        maxLength={ARTICLE_BODY_MAX}
        rows={18}
      />
      <TextField
        {...bind('tags')}
        label={t('admin.articles.field.tags')}
        hint={t('admin.articles.tags_hint')}
        maxLength={400}
      />
      <CheckboxGroup
        {...countries}
        legend={t('admin.articles.field.countries')}
        options={countryOptions(choices, countries.value)}
        onChange={(value) => countries.onChange(value)}
      />
      <CheckboxGroup
        {...purposes}
        legend={t('admin.articles.field.purposes')}
        options={choices.immigration_purposes.map(({ id, name }) => ({ value: id, label: name }))}
        onChange={(value) => purposes.onChange(value)}
      />
      <div className="articles-form__row">
        <TextField {...bind('author')} label={t('admin.articles.field.author')} maxLength={ARTICLE_NAME_MAX} />
        <TextField {...bind('checked_by')} label={t('admin.articles.field.checked_by')} maxLength={ARTICLE_NAME_MAX} />
        <DateField {...bind('checked_on')} label={t('admin.articles.field.checked_on')} />
      </div>
      {general && <FormAlert>{general}</FormAlert>}
      {saved && state.phase === 'done' && !dirty && <FormStatus tone="success">{t('admin.articles.saved')}</FormStatus>}
      <div className="admin-actions">
        <SubmitButton
          busy={state.phase === 'loading'}
          disabled={busy && !dirty}
          label={t('admin.articles.save')}
          busyLabel={t('admin.articles.saving')}
        />
      </div>
    </form>
  );
}
