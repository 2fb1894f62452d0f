import type { TimeUnitItem } from '@migralink/functions/data/reference';
import { TIME_UNITS, type TimeUnit } from '@migralink/shared/enums';
import type { Named } from './names';

/** Units of a service's duration; ids are stable and ordered from the shortest. */
const UNITS: Record<TimeUnit, Omit<Named<TimeUnitItem>, 'slug'>> = {
  day: { id: 1, name: { en: 'Day', ru: 'День', uk: 'День' } },
  week: { id: 2, name: { en: 'Week', ru: 'Неделя', uk: 'Тиждень' } },
  month: { id: 3, name: { en: 'Month', ru: 'Месяц', uk: 'Місяць' } },
  year: { id: 4, name: { en: 'Year', ru: 'Год', uk: 'Рік' } },
};

export const TIME_UNIT_ITEMS: Named<TimeUnitItem>[] = TIME_UNITS.map((slug) => ({ ...UNITS[slug], slug }));
