import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { describeChange, fieldLabel, formatChangePath, type ValueView } from './changes';
import { CHANGE_FIELDS, type ChangeField, type ModerationKey } from './messages';

type Change = { readonly path: string; readonly before?: unknown; readonly after?: unknown };

/** The changes of an item, each with its field and its value before and after (only after for a first version). */
export function ChangeList({
  changes,
  showBefore,
  locale,
  t,
}: {
  readonly changes: readonly Change[];
  readonly showBefore: boolean;
  readonly locale: Locale;
  readonly t: Translate<ModerationKey>;
}) {
  return (
    <ul className="moderation-changes">
      {changes.map((change) => (
        <li key={change.path} className="moderation-change">
          <ChangePathLabel path={change.path} t={t} />
          <dl
            className={
              showBefore ? 'moderation-change__values' : 'moderation-change__values moderation-change__values--new'
            }
          >
            {showBefore && (
              <div className="moderation-change__before">
                <dt>{t('admin.moderation.before')}</dt>
                <dd>
                  <ValueDisplay view={describeChange(change.path, change.before, locale)} t={t} />
                </dd>
              </div>
            )}
            <div className="moderation-change__after">
              <dt>{t('admin.moderation.after')}</dt>
              <dd>
                <ValueDisplay view={describeChange(change.path, change.after, locale)} t={t} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function ChangePathLabel({ path, t }: { readonly path: string; readonly t: Translate<ModerationKey> }) {
  const { segments, locale } = formatChangePath(path);
  return (
    <p className="moderation-change__path">
      <span className="visually-hidden">{t('admin.moderation.field')}: </span>
      {segments.length === 0
        ? t('admin.moderation.whole')
        : segments.map((segment, index) => (
            <span key={index}>
              {index > 0 && <span aria-hidden="true"> › </span>}
              {'field' in segment
                ? fieldLabel(segment.field, CHANGE_FIELDS, (field) => t(`admin.field.${field as ChangeField}`))
                : `#${segment.position}`}
            </span>
          ))}
      {locale && <span className="moderation-change__locale">{t(`admin.locale.${locale}`)}</span>}
    </p>
  );
}

/** One value as a moderator reads it: texts per language, lists and records laid out, empty said in words. */
export function ValueDisplay({ view, t }: { readonly view: ValueView; readonly t: Translate<ModerationKey> }) {
  switch (view.kind) {
    case 'empty':
      return <span className="moderation-value--empty">{t('admin.value.empty')}</span>;
    case 'text':
      return <span className="moderation-value--text">{view.text}</span>;
    case 'flag':
      return <span>{t(view.value ? 'admin.value.yes' : 'admin.value.no')}</span>;
    case 'localized':
      return (
        <dl className="moderation-value__pairs">
          {view.texts.map(([locale, text]) => (
            <div key={locale}>
              <dt>{t(`admin.locale.${locale}`)}</dt>
              <dd lang={locale} className="moderation-value--text">
                {text}
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'list':
      return (
        <ol className="moderation-value__list">
          {view.items.map((item, index) => (
            <li key={index}>
              <ValueDisplay view={item} t={t} />
            </li>
          ))}
        </ol>
      );
    case 'record':
      return (
        <dl className="moderation-value__pairs">
          {view.entries.map(([key, item]) => (
            <div key={key}>
              <dt>
                <code>{key}</code>
              </dt>
              <dd>
                <ValueDisplay view={item} t={t} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
