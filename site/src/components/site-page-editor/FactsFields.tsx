import { SITE_PAGE_LIMITS as L } from '@migralink/shared/schemas/site-pages';
import { TextField } from '@/kit/controls';
import { FieldGroup } from '@/kit/field-layout';
import { RowList, useContentFields, type T } from './editor-fields';
import type { SitePageEditor } from './site-page-store';

/** A programme's facts at a glance: a label and a value each. */
export function FactsFields({ editor, t }: { editor: SitePageEditor; t: T }) {
  const { bind } = useContentFields(editor, t);
  return (
    <FieldGroup legend={t('admin.site_pages.facts_title')}>
      <RowList
        editor={editor}
        t={t}
        path={['facts']}
        max={L.facts}
        legend={(n) => t('admin.site_pages.fact', { n })}
        addLabel={t('admin.site_pages.add_fact')}
        newRow={() => ({ label: '', value: '' })}
      >
        {(path) => (
          <div className="site-page-form__row">
            <TextField
              {...bind([...path, 'label'])}
              label={t('admin.site_pages.field.fact_label')}
              maxLength={L.factLabel}
            />
            <TextField
              {...bind([...path, 'value'])}
              label={t('admin.site_pages.field.fact_value')}
              maxLength={L.factValue}
            />
          </div>
        )}
      </RowList>
    </FieldGroup>
  );
}
