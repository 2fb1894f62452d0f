import { EMAIL_MAX_LENGTH } from '@migralink/shared/account-rules';
import { SITE_PAGE_LIMITS as L } from '@migralink/shared/schemas/site-pages';
import { TextField } from '@/kit/controls';
import { FieldGroup } from '@/kit/field-layout';
import { RowList, useContentFields, type T } from './editor-fields';
import type { SitePageEditor } from './site-page-store';

const LINES = ['name', 'address', 'city', 'country', 'opening_hours'] as const;
const EMPTY_OFFICE = { name: '', address: '', city: '', country: '', phone: '', email: '', opening_hours: '' };

/** The contacts page's offices: none (the page says the platform works online) to ten. */
export function OfficesFields({ editor, t }: { editor: SitePageEditor; t: T }) {
  const { bind, rows } = useContentFields(editor, t);
  const label = (name: (typeof LINES)[number] | 'phone' | 'email') => t(`admin.site_pages.field.${name}`);
  return (
    <FieldGroup legend={t('admin.site_pages.offices_title')}>
      {rows(['offices']).length === 0 && <p className="admin-note">{t('admin.site_pages.offices_empty')}</p>}
      <RowList
        editor={editor}
        t={t}
        path={['offices']}
        max={L.offices}
        legend={(n) => t('admin.site_pages.office', { n })}
        addLabel={t('admin.site_pages.add_office')}
        newRow={() => ({ ...EMPTY_OFFICE })}
      >
        {(path) => (
          <div className="site-page-form__grid">
            {LINES.map((name) => (
              <TextField key={name} {...bind([...path, name])} label={label(name)} maxLength={L.officeLine} />
            ))}
            <TextField {...bind([...path, 'phone'])} type="tel" label={label('phone')} maxLength={L.phone} />
            <TextField {...bind([...path, 'email'])} type="email" label={label('email')} maxLength={EMAIL_MAX_LENGTH} />
          </div>
        )}
      </RowList>
    </FieldGroup>
  );
}
