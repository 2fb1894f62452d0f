import type { Translate } from '@/i18n/format';
import { describeChange, fieldLabel, formatChangePath, type ValueView, type Vocabulary } from './changes';
import { CHANGE_FIELDS, type ChangeField, type ModerationKey } from './messages';

type Change = { readonly path: string; readonly before?: unknown; readonly after?: unknown };

/** The changes of an item, each with its field and its value before and after (only after for a first version). */
export function ChangeList({
  changes,
  showBefore,
  vocabulary,
  t,
}: {
  readonly changes: readonly Change[];
  readonly showBefore: boolean;
  /** Names the codes of the values (reference ids, fixed choices) in the moderator's language. */
  readonly vocabulary: Vocabulary;
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
                  <ValueDisplay view={describeChange(change.path, change.before, vocabulary)} t={t} />
                </dd>
              </div>
            )}
            <div className="moderation-change__after">
              <dt>{t('admin.moderation.after')}</dt>
              <dd>
                <ValueDisplay view={describeChange(change.path, change.after, vocabulary)} t={t} />
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
              {'field' in segment ? fieldName(segment.field, t) : `#${segment.position}`}
            </span>
          ))}
      {locale && <span className="moderation-change__locale">{t(`admin.locale.${locale}`)}</span>}
    </p>
  );
}

/** A stored field as the screen names it: in words when the translations know it. */
const fieldName = (field: string, t: Translate<ModerationKey>) =>
  fieldLabel(field, CHANGE_FIELDS, (known) => t(`admin.field.${known as ChangeField}`));

/** One value as a moderator reads it: texts per language, lists and records laid out, images shown, empty said in words. */
export function ValueDisplay({ view, t }: { readonly view: ValueView; readonly t: Translate<ModerationKey> }) {
  switch (view.kind) {
    case 'empty':
      return <span className="moderation-value--empty">{t('admin.value.empty')}</span>;
    case 'text':
      return <span className="moderation-value--text">{view.text}</span>;
    case 'image':
      return (
        <a className="moderation-value__image" href={view.src} target="_blank" rel="noopener">
          <img src={view.src} alt={fieldName(view.field, t)} loading="lazy" />
        </a>
      );
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
              <dt>{fieldName(key, t)}</dt>
              <dd>
                <ValueDisplay view={item} t={t} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
