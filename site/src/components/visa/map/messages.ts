import type { MessageKey } from '@/i18n/messages';
import { pluralKeys } from '@/i18n/plural';

/** The texts the map island gets (`pickMessages(locale, VISA_MAP_KEYS)`). */
export const VISA_MAP_KEYS = [
  'visa_map.picker.label',
  'visa_map.picker.hint',
  'visa_map.picker.submit',
  'visa_map.picker.unknown',
  'visa_map.choose',
  'visa_map.loading',
  'visa_map.failed',
  'visa_map.retry',
  ...pluralKeys('visa_map.mobility'),
  'visa_map.mobility.hint',
  'visa_map.map.label',
  'visa_map.map.hint',
  'visa_map.legend',
  ...pluralKeys('visa_map.stay'),
  'visa_map.companies.one',
  'visa_map.companies.few',
  'visa_map.companies.many',
  'visa_map.companies.other',
  'visa_map.list.heading',
  'visa_map.list.group.one',
  'visa_map.list.group.few',
  'visa_map.list.group.many',
  'visa_map.list.group.other',
  'visa_map.updated',
  'visa_map.close',
  'visa_map.nearby',
] as const satisfies readonly MessageKey[];

export type VisaMapKey = (typeof VISA_MAP_KEYS)[number];
export type VisaMapMessages = Readonly<Record<VisaMapKey, string>>;
