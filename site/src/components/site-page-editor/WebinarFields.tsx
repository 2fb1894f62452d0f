import { SITE_PAGE_LIMITS as L } from '@migralink/shared/schemas/site-pages';
import { DateTimeField, NumberField, TextAreaField, TextField } from '@/kit/controls';
import { FieldGroup } from '@/kit/field-layout';
import { numberOf } from './SectionsFields';
import { RowList, useContentFields, type T } from './editor-fields';
import type { SitePageEditor } from './site-page-store';

/** `2027-01-21T16:00:00Z` as the picker shows it (`2027-01-21T16:00`), and back: the zone is UTC, as labelled. */
export const pickerTime = (utc: string) => utc.slice(0, 16);
export const utcTime = (picked: string) => (picked ? `${picked}:00Z` : '');

/** A webinar's own fields: when (UTC), how long, the format, the speaker and the programme. */
export function WebinarFields({ editor, t }: { editor: SitePageEditor; t: T }) {
  const { bind } = useContentFields(editor, t);
  const starts = bind(['starts_at']);
  const duration = bind(['duration_minutes']);
  return (
    <FieldGroup legend={t('admin.site_pages.webinar_title')}>
      <div className="site-page-form__row">
        <DateTimeField
          {...starts}
          value={pickerTime(starts.value)}
          onChange={(value) => starts.onChange(utcTime(value))}
          label={t('admin.site_pages.field.starts_at')}
          hint={t('admin.site_pages.starts_hint')}
        />
        <NumberField
          {...duration}
          decimals={false}
          onChange={(value) => editor.set(['duration_minutes'], /^\d+$/.test(value ?? '') ? Number(value) : value)}
          label={t('admin.site_pages.field.duration_minutes')}
        />
      </div>
      <TextField {...bind(['format'])} label={t('admin.site_pages.field.format')} maxLength={L.format} />
      <TextField
        {...bind(['speaker', 'name'])}
        label={t('admin.site_pages.field.speaker_name')}
        maxLength={L.speakerName}
      />
      <TextAreaField
        {...bind(['speaker', 'about'])}
        label={t('admin.site_pages.field.speaker_about')}
        maxLength={L.speakerAbout}
        rows={3}
      />
      <FieldGroup legend={t('admin.site_pages.agenda_title')}>
        <RowList
          editor={editor}
          t={t}
          path={['agenda']}
          max={L.agenda}
          legend={(n) => t('admin.site_pages.agenda_line', { n })}
          addLabel={t('admin.site_pages.add_agenda')}
          newRow={() => ''}
        >
          {(path) => (
            <TextField
              {...bind(path)}
              label={t('admin.site_pages.agenda_line', { n: numberOf(path) })}
              maxLength={L.agendaLine}
            />
          )}
        </RowList>
      </FieldGroup>
    </FieldGroup>
  );
}
