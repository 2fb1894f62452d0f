import type { PurposeItem } from '@migralink/functions/data/reference';
import type { Named } from './names';

/**
 * Immigration purposes. Ids are stable (services and SEO pages refer to them);
 * slugs are the purpose segment of SEO paths. Add new purposes at the end.
 */
export const PURPOSES: Named<PurposeItem>[] = [
  { id: 1, slug: 'work', name: { en: 'Work', ru: 'Работа', uk: 'Робота' } },
  { id: 2, slug: 'study', name: { en: 'Study', ru: 'Учёба', uk: 'Навчання' } },
  { id: 3, slug: 'business', name: { en: 'Business', ru: 'Бизнес', uk: 'Бізнес' } },
  { id: 4, slug: 'investment', name: { en: 'Investment', ru: 'Инвестиции', uk: 'Інвестиції' } },
  {
    id: 5,
    slug: 'family-reunification',
    name: { en: 'Family reunification', ru: 'Воссоединение семьи', uk: "Возз'єднання сім'ї" },
  },
  {
    id: 6,
    slug: 'residence-permit',
    name: { en: 'Residence permit', ru: 'Вид на жительство', uk: 'Посвідка на проживання' },
  },
  {
    id: 7,
    slug: 'permanent-residence',
    name: { en: 'Permanent residence', ru: 'Постоянное место жительства', uk: 'Постійне проживання' },
  },
  { id: 8, slug: 'citizenship', name: { en: 'Citizenship', ru: 'Гражданство', uk: 'Громадянство' } },
  {
    id: 9,
    slug: 'digital-nomad',
    name: { en: 'Digital nomads', ru: 'Цифровые кочевники', uk: 'Цифрові кочівники' },
  },
  { id: 10, slug: 'retirement', name: { en: 'Retirement', ru: 'Переезд на пенсии', uk: 'Переїзд на пенсії' } },
  { id: 11, slug: 'tourism', name: { en: 'Tourism', ru: 'Туризм', uk: 'Туризм' } },
  {
    id: 12,
    slug: 'asylum',
    name: {
      en: 'Asylum and humanitarian protection',
      ru: 'Убежище и гуманитарная защита',
      uk: 'Притулок і гуманітарний захист',
    },
  },
];
