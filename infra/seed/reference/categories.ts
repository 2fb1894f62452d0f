import type { CategoryItem } from '@migralink/functions/data/reference';
import type { Named, Names } from './names';

/**
 * The category tree of services. Ids are stable: a parent owns a block of a
 * hundred (100, 200, …) and its children take the next numbers of that block,
 * so the stored order (by id) reads parent, its children, next parent. Slugs are
 * the category segment of SEO paths and never repeat a purpose's slug.
 * Icons name the parent's pictogram; children show none.
 */
interface Parent {
  id: number;
  slug: string;
  icon: string;
  name: Names;
  children: { id: number; slug: string; name: Names }[];
}

const TREE: Parent[] = [
  {
    id: 100,
    slug: 'visas',
    icon: 'stamp',
    name: { en: 'Visas', ru: 'Визы', uk: 'Візи' },
    children: [
      { id: 101, slug: 'work-visa', name: { en: 'Work visa', ru: 'Рабочая виза', uk: 'Робоча віза' } },
      { id: 102, slug: 'student-visa', name: { en: 'Student visa', ru: 'Студенческая виза', uk: 'Студентська віза' } },
      {
        id: 103,
        slug: 'visitor-visa',
        name: {
          en: 'Tourist and visitor visa',
          ru: 'Туристическая и гостевая виза',
          uk: 'Туристична та гостьова віза',
        },
      },
      { id: 104, slug: 'business-visa', name: { en: 'Business visa', ru: 'Бизнес-виза', uk: 'Бізнес-віза' } },
      {
        id: 105,
        slug: 'digital-nomad-visa',
        name: { en: 'Digital nomad visa', ru: 'Виза цифрового кочевника', uk: 'Віза цифрового кочівника' },
      },
    ],
  },
  {
    id: 200,
    slug: 'residence-permits',
    icon: 'id-card',
    name: { en: 'Residence permits', ru: 'Вид на жительство', uk: 'Посвідка на проживання' },
    children: [
      {
        id: 201,
        slug: 'residence-by-employment',
        name: { en: 'Residence through employment', ru: 'ВНЖ по работе', uk: 'Посвідка через працевлаштування' },
      },
      {
        id: 202,
        slug: 'residence-by-business',
        name: { en: 'Residence through business', ru: 'ВНЖ через бизнес', uk: 'Посвідка через бізнес' },
      },
      {
        id: 203,
        slug: 'residence-by-investment',
        name: {
          en: 'Residence by investment and real estate',
          ru: 'ВНЖ за инвестиции и недвижимость',
          uk: 'Посвідка за інвестиції та нерухомість',
        },
      },
      {
        id: 204,
        slug: 'residence-by-family',
        name: {
          en: 'Residence through family',
          ru: 'ВНЖ по воссоединению семьи',
          uk: "Посвідка для возз'єднання сім'ї",
        },
      },
      { id: 205, slug: 'golden-visa', name: { en: 'Golden visa', ru: 'Золотая виза', uk: 'Золота віза' } },
      {
        id: 206,
        slug: 'permanent-residence-permit',
        name: {
          en: 'Permanent residence permit',
          ru: 'Постоянный вид на жительство',
          uk: 'Посвідка на постійне проживання',
        },
      },
    ],
  },
  {
    id: 300,
    slug: 'citizenship-services',
    icon: 'flag',
    name: { en: 'Citizenship', ru: 'Гражданство', uk: 'Громадянство' },
    children: [
      {
        id: 301,
        slug: 'citizenship-by-investment',
        name: { en: 'Citizenship by investment', ru: 'Гражданство за инвестиции', uk: 'Громадянство за інвестиції' },
      },
      {
        id: 302,
        slug: 'citizenship-by-descent',
        name: { en: 'Citizenship by descent', ru: 'Гражданство по происхождению', uk: 'Громадянство за походженням' },
      },
      { id: 303, slug: 'naturalization', name: { en: 'Naturalization', ru: 'Натурализация', uk: 'Натуралізація' } },
      {
        id: 304,
        slug: 'citizenship-by-marriage',
        name: { en: 'Citizenship by marriage', ru: 'Гражданство через брак', uk: 'Громадянство через шлюб' },
      },
    ],
  },
  {
    id: 400,
    slug: 'business-services',
    icon: 'briefcase',
    name: { en: 'Business', ru: 'Бизнес', uk: 'Бізнес' },
    children: [
      {
        id: 401,
        slug: 'company-registration',
        name: { en: 'Company registration', ru: 'Регистрация компании', uk: 'Реєстрація компанії' },
      },
      {
        id: 402,
        slug: 'accounting-and-tax',
        name: { en: 'Accounting and tax', ru: 'Бухгалтерия и налоги', uk: 'Бухгалтерія та податки' },
      },
      {
        id: 403,
        slug: 'bank-account-opening',
        name: { en: 'Bank account opening', ru: 'Открытие банковского счёта', uk: 'Відкриття банківського рахунку' },
      },
      {
        id: 404,
        slug: 'virtual-office',
        name: {
          en: 'Registered address and virtual office',
          ru: 'Юридический адрес и виртуальный офис',
          uk: 'Юридична адреса та віртуальний офіс',
        },
      },
    ],
  },
  {
    id: 500,
    slug: 'real-estate',
    icon: 'house',
    name: { en: 'Real estate', ru: 'Недвижимость', uk: 'Нерухомість' },
    children: [
      {
        id: 501,
        slug: 'property-purchase',
        name: { en: 'Property purchase', ru: 'Покупка недвижимости', uk: 'Купівля нерухомості' },
      },
      {
        id: 502,
        slug: 'long-term-rental',
        name: { en: 'Long-term rental', ru: 'Долгосрочная аренда', uk: 'Довгострокова оренда' },
      },
      {
        id: 503,
        slug: 'property-management',
        name: { en: 'Property management', ru: 'Управление недвижимостью', uk: 'Управління нерухомістю' },
      },
    ],
  },
  {
    id: 600,
    slug: 'relocation',
    icon: 'truck',
    name: { en: 'Relocation services', ru: 'Релокация', uk: 'Релокація' },
    children: [
      { id: 601, slug: 'housing-search', name: { en: 'Housing search', ru: 'Поиск жилья', uk: 'Пошук житла' } },
      {
        id: 602,
        slug: 'school-search',
        name: { en: 'School and kindergarten search', ru: 'Поиск школы и детского сада', uk: 'Пошук школи та садочка' },
      },
      {
        id: 603,
        slug: 'moving-and-logistics',
        name: { en: 'Moving and logistics', ru: 'Переезд и перевозка вещей', uk: 'Переїзд і перевезення речей' },
      },
      {
        id: 604,
        slug: 'pet-relocation',
        name: { en: 'Pet relocation', ru: 'Перевозка домашних животных', uk: 'Перевезення домашніх тварин' },
      },
      {
        id: 605,
        slug: 'car-import',
        name: {
          en: 'Car import and registration',
          ru: 'Ввоз и регистрация автомобиля',
          uk: 'Ввезення та реєстрація автомобіля',
        },
      },
      {
        id: 606,
        slug: 'arrival-support',
        name: { en: 'Arrival support', ru: 'Сопровождение после переезда', uk: 'Супровід після переїзду' },
      },
    ],
  },
  {
    id: 700,
    slug: 'legal-services',
    icon: 'scale',
    name: { en: 'Legal services', ru: 'Юридические услуги', uk: 'Юридичні послуги' },
    children: [
      {
        id: 701,
        slug: 'immigration-lawyer',
        name: { en: 'Immigration lawyer', ru: 'Иммиграционный юрист', uk: 'Імміграційний юрист' },
      },
      {
        id: 702,
        slug: 'refusal-appeals',
        name: { en: 'Appeals against refusals', ru: 'Обжалование отказов', uk: 'Оскарження відмов' },
      },
      {
        id: 703,
        slug: 'document-translation',
        name: { en: 'Document translation', ru: 'Перевод документов', uk: 'Переклад документів' },
      },
      {
        id: 704,
        slug: 'apostille-and-legalization',
        name: { en: 'Apostille and legalization', ru: 'Апостиль и легализация', uk: 'Апостиль і легалізація' },
      },
      {
        id: 705,
        slug: 'asylum-assistance',
        name: { en: 'Asylum assistance', ru: 'Помощь в получении убежища', uk: 'Допомога в отриманні притулку' },
      },
    ],
  },
  {
    id: 800,
    slug: 'education',
    icon: 'graduation-cap',
    name: { en: 'Education', ru: 'Образование', uk: 'Освіта' },
    children: [
      {
        id: 801,
        slug: 'university-admission',
        name: { en: 'University admission', ru: 'Поступление в университет', uk: 'Вступ до університету' },
      },
      { id: 802, slug: 'language-courses', name: { en: 'Language courses', ru: 'Языковые курсы', uk: 'Мовні курси' } },
      {
        id: 803,
        slug: 'diploma-recognition',
        name: { en: 'Diploma recognition', ru: 'Признание дипломов', uk: 'Визнання дипломів' },
      },
    ],
  },
  {
    id: 900,
    slug: 'insurance',
    icon: 'shield',
    name: { en: 'Insurance', ru: 'Страхование', uk: 'Страхування' },
    children: [
      {
        id: 901,
        slug: 'health-insurance',
        name: { en: 'Health insurance', ru: 'Медицинское страхование', uk: 'Медичне страхування' },
      },
      {
        id: 902,
        slug: 'travel-insurance',
        name: { en: 'Travel insurance', ru: 'Туристическая страховка', uk: 'Туристичне страхування' },
      },
    ],
  },
];

/** The tree flattened into stored items, by id. */
export const CATEGORIES: Named<CategoryItem>[] = TREE.flatMap(({ children, ...parent }) => [
  { ...parent, parent_id: null },
  ...children.map((child) => ({ ...child, parent_id: parent.id, icon: null })),
]).sort((a, b) => a.id - b.id);
