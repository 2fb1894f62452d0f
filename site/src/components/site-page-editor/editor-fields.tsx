import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Translate } from '@/i18n/format';
import { AddRow } from '@/kit/buttons';
import { Row } from '@/kit/field-layout';
import { problemText } from '@/kit/problems';
import type { Bound } from '@/kit/react';
import { pathName, valueAt, type Path } from './content-paths';
import type { SitePageKey } from './messages';
import type { SitePageEditor } from './site-page-store';

export type T = Translate<SitePageKey>;

/** The page's content for the form's parts: a control bound to a path, and the error a list has as a whole. */
export function useContentFields(editor: SitePageEditor, t: T) {
  const content = useStore(editor.$content);
  const state = useStore(editor.save.$state);
  const errorAt = (path: Path) => problemText(t, state.problems.fields[pathName(path)]);
  const bind = (path: Path): Bound<string> => ({
    name: pathName(path),
    value: String(valueAt(content, path) ?? ''),
    onChange: (value) => editor.set(path, value),
    error: errorAt(path),
  });
  return { bind, errorAt, rows: (path: Path) => (valueAt(content, path) ?? []) as unknown[] };
}

export interface RowListProps {
  readonly editor: SitePageEditor;
  readonly t: T;
  readonly path: Path;
  readonly max: number;
  /** The row's legend, by its number from 1 (`Source 2`). */
  readonly legend: (n: number) => string;
  readonly addLabel: string;
  readonly newRow: () => unknown;
  /** The row's controls. */
  readonly children: (path: Path) => ReactNode;
}

/** An ordered list of rows: each moved up or down and removed, and one added up to the list's limit. */
export function RowList({ editor, t, path, max, legend, addLabel, newRow, children }: RowListProps) {
  const { rows, errorAt } = useContentFields(editor, t);
  const list = rows(path);
  const error = errorAt(path);
  return (
    <>
      {error && <p className="account-field__error">{error}</p>}
      {list.map((_, index) => (
        <Row
          // Rows are positions in a list of texts: what a row holds follows its position.
          key={index}
          legend={legend(index + 1)}
          removeLabel={t('admin.site_pages.remove')}
          onRemove={() => editor.remove(path, index)}
          moves={{
            up: index > 0 ? () => editor.move(path, index, -1) : undefined,
            down: index < list.length - 1 ? () => editor.move(path, index, 1) : undefined,
            upLabel: t('admin.site_pages.move_up'),
            downLabel: t('admin.site_pages.move_down'),
          }}
        >
          {children([...path, index])}
        </Row>
      ))}
      <AddRow
        label={addLabel}
        count={list.length}
        max={max}
        hint={t('admin.site_pages.at_most', { max })}
        onAdd={() => editor.add(path, newRow())}
      />
    </>
  );
}
