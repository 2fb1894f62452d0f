import { SITE_PAGE_LIMITS as L } from '@migralink/shared/schemas/site-pages';
import { DateField, TextAreaField, TextField } from '@/kit/controls';
import { FieldGroup } from '@/kit/field-layout';
import { RowList, useContentFields, type T } from './editor-fields';
import type { SitePageEditor } from './site-page-store';

/** What every programme and webinar page has: its texts, the day its facts were checked, its sources. */
export function PageFields({ editor, t }: { editor: SitePageEditor; t: T }) {
  const { bind } = useContentFields(editor, t);
  return (
    <>
      <TextField {...bind(['title'])} label={t('admin.site_pages.field.title')} maxLength={L.title} />
      <TextAreaField
        {...bind(['description'])}
        label={t('admin.site_pages.field.description')}
        maxLength={L.description}
        rows={2}
      />
      <TextAreaField {...bind(['summary'])} label={t('admin.site_pages.field.summary')} maxLength={L.summary} />
      <div className="site-page-form__row">
        <DateField {...bind(['checked_on'])} label={t('admin.site_pages.field.checked_on')} />
        <TextField {...bind(['lead_topic'])} label={t('admin.site_pages.field.lead_topic')} maxLength={L.leadTopic} />
      </div>
      <FieldGroup legend={t('admin.site_pages.sources_title')}>
        <RowList
          editor={editor}
          t={t}
          path={['sources']}
          max={L.sources}
          legend={(n) => t('admin.site_pages.source', { n })}
          addLabel={t('admin.site_pages.add_source')}
          newRow={() => ({ name: '', url: 'https://' })}
        >
          {(path) => (
            <div className="site-page-form__row">
              <TextField
                {...bind([...path, 'name'])}
                label={t('admin.site_pages.field.source_name')}
                maxLength={L.sourceName}
              />
              <TextField {...bind([...path, 'url'])} label={t('admin.site_pages.field.source_url')} maxLength={L.url} />
            </div>
          )}
        </RowList>
      </FieldGroup>
    </>
  );
}
