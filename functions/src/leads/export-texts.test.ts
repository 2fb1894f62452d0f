import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@migralink/shared/enums';
import { LEAD_KINDS } from '@migralink/shared/schemas/leads';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { EXPORT_COLUMNS, EXPORT_TEXTS } from './export-texts';

/** The inbox's own texts (the account app's), which the export must word alike. */
const inboxTexts = (locale: Locale): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../../site/src/i18n/company-account/leads.${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

describe.each(LOCALES)("the export's texts in %s", (locale) => {
  const texts = EXPORT_TEXTS[locale];

  it('names every column as a person would, never by a parameter’s code', () => {
    for (const column of EXPORT_COLUMNS) {
      expect(texts.headers[column], column).not.toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(texts.headers[column]).not.toContain(column);
    }
    expect(new Set(Object.values(texts.headers)).size).toBe(EXPORT_COLUMNS.length);
  });

  it('words kinds and statuses as the inbox does', () => {
    const inbox = inboxTexts(locale);
    for (const kind of LEAD_KINDS) expect(texts.kinds[kind]).toBe(inbox[`admin.leads.kind.${kind}`]);
    for (const status of LEAD_STATUSES) expect(texts.statuses[status]).toBe(inbox[`admin.leads.status.${status}`]);
  });
});
