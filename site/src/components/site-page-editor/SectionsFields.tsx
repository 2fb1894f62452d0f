import { SITE_PAGE_LIMITS as L } from '@migralink/shared/schemas/site-pages';
import { TextAreaField, TextField } from '@/kit/controls';
import { FieldGroup } from '@/kit/field-layout';
import type { Path } from './content-paths';
import { RowList, useContentFields, type T } from './editor-fields';
import type { SitePageEditor } from './site-page-store';

/** A row's number from 1, by the last step of its path. */
export const numberOf = (path: Path) => Number(path.at(-1)) + 1;

/** The page's sections: each a heading, its paragraphs and its list, all added, removed and moved. */
export function SectionsFields({ editor, t }: { editor: SitePageEditor; t: T }) {
  const { bind } = useContentFields(editor, t);
  return (
    <FieldGroup legend={t('admin.site_pages.sections_title')}>
      <RowList
        editor={editor}
        t={t}
        path={['sections']}
        max={L.sections}
        legend={(n) => t('admin.site_pages.section', { n })}
        addLabel={t('admin.site_pages.add_section')}
        newRow={() => ({ heading: '', paragraphs: [''], items: [] })}
      >
        {(section) => (
          <>
            <TextField
              {...bind([...section, 'heading'])}
              label={t('admin.site_pages.field.heading')}
              maxLength={L.heading}
            />
            <RowList
              editor={editor}
              t={t}
              path={[...section, 'paragraphs']}
              max={L.paragraphs}
              legend={(n) => t('admin.site_pages.paragraph', { n })}
              addLabel={t('admin.site_pages.add_paragraph')}
              newRow={() => ''}
            >
              {(path) => (
                <TextAreaField
                  {...bind(path)}
                  label={t('admin.site_pages.paragraph', { n: numberOf(path) })}
                  maxLength={L.paragraph}
                />
              )}
            </RowList>
            <RowList
              editor={editor}
              t={t}
              path={[...section, 'items']}
              max={L.items}
              legend={(n) => t('admin.site_pages.item', { n })}
              addLabel={t('admin.site_pages.add_item')}
              newRow={() => ''}
            >
              {(path) => (
                <TextField
                  {...bind(path)}
                  label={t('admin.site_pages.item', { n: numberOf(path) })}
                  maxLength={L.item}
                />
              )}
            </RowList>
          </>
        )}
      </RowList>
    </FieldGroup>
  );
}
