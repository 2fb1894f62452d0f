/**
 * Hand-written demo companies and the sentences their descriptions are built
 * from. Names are latin in every language, as real companies of this market
 * keep them; mottos and descriptions are written in English and Russian.
 */

/** What a company mostly does; it chooses the sentences and the services. */
export const FOCUSES = [
  'work',
  'business',
  'investment',
  'study',
  'family',
  'nomad',
  'legal',
  'relocation',
  'retirement',
] as const;
export type Focus = (typeof FOCUSES)[number];

export type CompanyType = 'agency' | 'law_firm' | 'consultancy';

/** An English and a Russian version of one text. */
export type Pair = [en: string, ru: string];

export interface CompanySketch {
  name: string;
  country: string;
  /** City slug of the head office (see places). */
  city: string;
  focus: Focus;
  type: CompanyType;
  founded: number;
  motto: Pair;
}

const sketch = (
  name: string,
  country: string,
  city: string,
  focus: Focus,
  type: CompanyType,
  founded: number,
  motto: Pair,
): CompanySketch => ({ name, country, city, focus, type, founded, motto });

export const COMPANY_SKETCHES: CompanySketch[] = [
  sketch('Nordlicht Relocation', 'DE', 'berlin', 'relocation', 'agency', 2014, [
    'Your new life in Germany, arranged down to the last appointment',
    'Новая жизнь в Германии — организуем всё до последней записи',
  ]),
  sketch('Rhein Main Migration Partners', 'DE', 'frankfurt', 'work', 'consultancy', 2011, [
    'Skilled people, open doors',
    'Профессионалам — открытые двери',
  ]),
  sketch('Kanzlei Brandt & Vogel', 'DE', 'munich', 'legal', 'law_firm', 2008, [
    'German immigration law, explained plainly',
    'Немецкое миграционное право — простым языком',
  ]),
  sketch('Spree Talent Bridge', 'DE', 'berlin', 'work', 'agency', 2019, [
    'From job offer to Blue Card without the paperwork headache',
    'От оффера до Голубой карты без бумажной головной боли',
  ]),
  sketch('Atlantico Residency', 'PT', 'lisbon', 'investment', 'consultancy', 2013, [
    'Invest in Portugal, live in Portugal',
    'Инвестируйте в Португалию — живите в Португалии',
  ]),
  sketch('Casa Norte Relocation', 'PT', 'porto', 'nomad', 'agency', 2020, [
    'Work remotely, wake up in Porto',
    'Работайте удалённо, просыпайтесь в Порту',
  ]),
  sketch('Algarve Sun Partners', 'PT', 'faro', 'retirement', 'agency', 2016, [
    'Three hundred sunny days a year, one calm move',
    'Триста солнечных дней в году и один спокойный переезд',
  ]),
  sketch('Mediterraneo Legal', 'ES', 'barcelona', 'legal', 'law_firm', 2009, [
    'Lawyers who answer the phone',
    'Юристы, которые берут трубку',
  ]),
  sketch('Puerta del Sol Consulting', 'ES', 'madrid', 'business', 'consultancy', 2012, [
    'Open your business in Spain the right way',
    'Бизнес в Испании — с правильного первого шага',
  ]),
  sketch('Valencia Nomad Hub', 'ES', 'valencia', 'nomad', 'agency', 2021, [
    'Laptop, beach, residence card',
    'Ноутбук, пляж, карта резидента',
  ]),
  sketch('Costa Serena Residencias', 'ES', 'valencia', 'retirement', 'agency', 2015, [
    'A quiet retirement by the sea, with every document in order',
    'Спокойная жизнь у моря и все документы в порядке',
  ]),
  sketch('Danube Gate Consulting', 'RS', 'belgrade', 'business', 'consultancy', 2017, [
    'Your company in Serbia in five working days',
    'Ваша компания в Сербии за пять рабочих дней',
  ]),
  sketch('Vojvodina Relocation Desk', 'RS', 'novi-sad', 'relocation', 'agency', 2022, [
    'Novi Sad feels like home sooner with us',
    'С нами Нови-Сад быстрее станет домом',
  ]),
  sketch('Beograd Legal Partners', 'RS', 'belgrade', 'legal', 'law_firm', 2010, [
    'Residence permits in Serbia, done by lawyers',
    'ВНЖ в Сербии — руками юристов',
  ]),
  sketch('Rive Gauche Immigration', 'FR', 'paris', 'legal', 'law_firm', 2007, [
    'French residence law for people, not files',
    'Французское миграционное право — для людей, а не для папок',
  ]),
  sketch('Lyon Talent Passport', 'FR', 'lyon', 'work', 'consultancy', 2018, [
    'Talent deserves a fast track',
    'Таланту — быструю дорогу',
  ]),
  sketch('Côte Azur Expat Services', 'FR', 'nice', 'retirement', 'agency', 2012, [
    'Settle on the Riviera at your own pace',
    'Обустройтесь на Лазурном берегу в своём темпе',
  ]),
  sketch('Maple Route Immigration', 'CA', 'toronto', 'work', 'consultancy', 2010, [
    'Express Entry, expertly handled',
    'Express Entry — профессионально и без спешки',
  ]),
  sketch('Pacific Gateway Study', 'CA', 'vancouver', 'study', 'agency', 2015, [
    'Study in Canada, stay in Canada',
    'Учитесь в Канаде — оставайтесь в Канаде',
  ]),
  sketch('Northern Star Family Immigration', 'CA', 'montreal', 'family', 'consultancy', 2013, [
    'Families belong together',
    'Семья должна быть вместе',
  ]),
  sketch('True North Business Immigration', 'CA', 'toronto', 'business', 'consultancy', 2016, [
    'Build your business, build your future in Canada',
    'Стройте бизнес и будущее в Канаде',
  ]),
  sketch('Falcon Gate Business Setup', 'AE', 'dubai', 'business', 'agency', 2014, [
    'Free zone licence and visa in one package',
    'Лицензия фризоны и виза в одном пакете',
  ]),
  sketch('Golden Dune Residency', 'AE', 'dubai', 'investment', 'consultancy', 2019, [
    'Ten years of residence start with one conversation',
    'Десять лет резидентства начинаются с одного разговора',
  ]),
  sketch('Corniche Corporate Services', 'AE', 'abu-dhabi', 'business', 'agency', 2011, [
    'Corporate services with a view of the Gulf',
    'Корпоративные услуги с видом на залив',
  ]),
  sketch('Vistula Work Permits', 'PL', 'warsaw', 'work', 'agency', 2012, [
    'Legal work in Poland, without queues',
    'Легальная работа в Польше без очередей',
  ]),
  sketch('Krakow Study Gate', 'PL', 'krakow', 'study', 'agency', 2016, [
    'A European diploma at a Polish price',
    'Европейский диплом по польской цене',
  ]),
  sketch('Odra Business Relocation', 'PL', 'wroclaw', 'business', 'consultancy', 2018, [
    'Move your team, keep your momentum',
    'Перевезите команду — сохраните темп',
  ]),
  sketch('Mazovia Family Visa', 'PL', 'warsaw', 'family', 'consultancy', 2015, [
    'Bringing families together across borders',
    'Воссоединяем семьи через границы',
  ]),
  sketch('Vltava Visa Centre', 'CZ', 'prague', 'work', 'agency', 2009, [
    'Employee cards and Blue Cards, start to finish',
    'Карты сотрудника и Голубые карты — от начала до конца',
  ]),
  sketch('Moravia Student Bridge', 'CZ', 'brno', 'study', 'agency', 2017, [
    'Free tuition in Czech, real support in yours',
    'Бесплатное обучение на чешском и настоящая поддержка на вашем языке',
  ]),
  sketch('Bohemia Trade Licence', 'CZ', 'prague', 'nomad', 'consultancy', 2014, [
    'Freelance in Prague, legally and calmly',
    'Фриланс в Праге — легально и спокойно',
  ]),
  sketch('Aphrodite Relocation Group', 'CY', 'limassol', 'business', 'agency', 2013, [
    'Move your company to the island of business',
    'Перевезите компанию на остров бизнеса',
  ]),
  sketch('Larnaca Bay Residency', 'CY', 'larnaca', 'investment', 'consultancy', 2016, [
    'Permanent residence by the sea',
    'Постоянное резидентство у моря',
  ]),
  sketch('Nicosia Legal House', 'CY', 'nicosia', 'legal', 'law_firm', 2006, [
    'Cypriot immigration law since 2006',
    'Миграционное право Кипра с 2006 года',
  ]),
  sketch('Kartli Business Start', 'GE', 'tbilisi', 'business', 'consultancy', 2018, [
    'Individual entrepreneur in Georgia in one day',
    'Индивидуальный предприниматель в Грузии за один день',
  ]),
  sketch('Black Sea Nomads', 'GE', 'batumi', 'nomad', 'agency', 2022, [
    'Remote work with a sea view',
    'Удалённая работа с видом на море',
  ]),
  sketch('Tbilisi Residence Assist', 'GE', 'tbilisi', 'investment', 'agency', 2019, [
    'Residence in Georgia through property',
    'ВНЖ в Грузии через недвижимость',
  ]),
  sketch('Liberty Path Immigration', 'US', 'new-york', 'work', 'law_firm', 2008, [
    'Visas for exceptional people',
    'Визы для выдающихся людей',
  ]),
  sketch('Sunshine State Visa Law', 'US', 'miami', 'family', 'law_firm', 2011, [
    'Green cards for the whole family',
    'Грин-карты для всей семьи',
  ]),
  sketch('Bay Area Founders Visa', 'US', 'san-francisco', 'business', 'consultancy', 2017, [
    'From founder to investor visa',
    'От основателя стартапа до инвесторской визы',
  ]),
];

/** First sentence of a description, by company type: {name}, {inCity} ("in Berlin", "в Берлине"), {year}. */
export const INTRODUCTIONS: Record<CompanyType, Pair[]> = {
  agency: [
    [
      '{name} is a relocation agency {inCity} that has been moving people and families since {year}.',
      '{name} — агентство по релокации {inCity}, которое помогает людям и семьям переезжать с {year} года.',
    ],
    [
      'Since {year}, the team of {name} {inCity} has been taking care of everything a move abroad involves.',
      'С {year} года команда {name} {inCity} берёт на себя всё, что связано с переездом за границу.',
    ],
  ],
  law_firm: [
    [
      '{name} is an immigration law practice {inCity}, founded in {year}.',
      '{name} — юридическая практика {inCity}, с {year} года специализирующаяся на миграционном праве.',
    ],
    [
      'The lawyers of {name} have represented foreigners before the authorities {inCity} since {year}.',
      'Юристы {name} с {year} года представляют интересы иностранцев перед ведомствами {inCity}.',
    ],
  ],
  consultancy: [
    [
      '{name} is an independent immigration consultancy {inCity}, open since {year}.',
      '{name} — независимая консалтинговая компания {inCity}, которая с {year} года помогает с иммиграцией.',
    ],
    [
      'Founded {inCity} in {year}, {name} advises private clients and employers on moving to a new country.',
      'Компания {name}, основанная {inCity} в {year} году, консультирует частных клиентов и работодателей по вопросам переезда.',
    ],
  ],
};

/** What the company is best at, by focus: {inCountry} ("in Germany", "в Германии"). */
export const SPECIALITIES: Record<Focus, Pair[]> = {
  work: [
    [
      'We specialise in work permits and residence for skilled workers {inCountry}, from the job offer to the residence card.',
      'Мы специализируемся на разрешениях на работу и ВНЖ для специалистов {inCountry} — от оффера до карты резидента.',
    ],
    [
      'Employers trust us with the visas of their new hires, and specialists come to us to have their diplomas recognised {inCountry}.',
      'Работодатели доверяют нам визы новых сотрудников, а специалисты приходят к нам за признанием дипломов {inCountry}.',
    ],
  ],
  business: [
    [
      'Our speciality is company formation {inCountry} and residence permits for founders, their families and key staff.',
      'Наша специализация — регистрация компаний {inCountry} и ВНЖ для основателей, их семей и ключевых сотрудников.',
    ],
    [
      'We register companies, open business bank accounts and keep the books, so that a business {inCountry} also brings its owner residence.',
      'Мы регистрируем компании, открываем бизнес-счета и ведём бухгалтерию, чтобы бизнес {inCountry} давал владельцу и вид на жительство.',
    ],
  ],
  investment: [
    [
      'We guide investors through residence by investment {inCountry}: choosing the asset, checking it and filing the application.',
      'Мы сопровождаем инвесторов, получающих ВНЖ через инвестиции {inCountry}: выбор объекта, его проверка и подача заявления.',
    ],
    [
      'Our clients buy property or invest in funds {inCountry} and receive residence for the whole family.',
      'Наши клиенты покупают недвижимость или инвестируют в фонды {inCountry} и получают ВНЖ для всей семьи.',
    ],
  ],
  study: [
    [
      'We help students choose a university {inCountry}, apply on time and receive a student visa.',
      'Мы помогаем студентам выбрать университет {inCountry}, вовремя подать документы и получить студенческую визу.',
    ],
    [
      'From language courses to the first semester, we accompany students who want to study {inCountry}.',
      'От языковых курсов до первого семестра мы сопровождаем тех, кто хочет учиться {inCountry}.',
    ],
  ],
  family: [
    [
      'Family reunification is our main work: spouses, children and parents joining their relatives {inCountry}.',
      'Наша основная работа — воссоединение семей: супруги, дети и родители переезжают к родным {inCountry}.',
    ],
    [
      'We prepare family reunification and citizenship applications {inCountry} and stay with families until the last interview.',
      'Мы готовим заявления на воссоединение семьи и гражданство {inCountry} и остаёмся с семьями до последнего собеседования.',
    ],
  ],
  nomad: [
    [
      'We help remote workers and freelancers settle {inCountry} legally: digital nomad visas, registration and taxes.',
      'Мы помогаем удалённым сотрудникам и фрилансерам легально обосноваться {inCountry}: визы цифрового кочевника, регистрация и налоги.',
    ],
    [
      'Our clients keep their jobs abroad and live {inCountry}: we take care of the visa, the flat and the paperwork.',
      'Наши клиенты сохраняют работу за рубежом и живут {inCountry}: визу, квартиру и документы мы берём на себя.',
    ],
  ],
  legal: [
    [
      'We handle residence, permanent residence and citizenship cases {inCountry}, including appeals against refusals.',
      'Мы ведём дела о ВНЖ, ПМЖ и гражданстве {inCountry}, включая обжалование отказов.',
    ],
    [
      'When an application is complicated or was refused, our lawyers prepare the case and represent you before the authorities {inCountry}.',
      'Если заявление сложное или по нему пришёл отказ, наши юристы готовят дело и представляют вас перед ведомствами {inCountry}.',
    ],
  ],
  relocation: [
    [
      'We organise everything about settling {inCountry}: residence permit, a flat, school or kindergarten, registration and a bank account.',
      'Мы берём на себя всё обустройство {inCountry}: ВНЖ, квартиру, школу или детский сад, регистрацию и банковский счёт.',
    ],
    [
      'Relocation managers meet our clients on arrival and stay with them through the first weeks {inCountry}.',
      'Менеджеры по релокации встречают клиентов по прилёте и помогают им в первые недели {inCountry}.',
    ],
  ],
  retirement: [
    [
      'We help retirees and people with passive income obtain residence {inCountry} and settle in without stress.',
      'Мы помогаем пенсионерам и людям с пассивным доходом получить ВНЖ {inCountry} и спокойно обустроиться.',
    ],
    [
      'Our clients spend their retirement {inCountry}: we arrange the visa, health insurance and a home to match.',
      'Наши клиенты проводят пенсию {inCountry}: мы подбираем визу, медицинскую страховку и подходящее жильё.',
    ],
  ],
};

/** How the company works. */
export const APPROACHES: Pair[] = [
  [
    'Every client has one case manager who knows the file from the first call to the last stamp.',
    'У каждого клиента один менеджер, который знает дело от первого звонка до последней печати.',
  ],
  [
    'We agree the price and the plan in writing before we start, and we keep to both.',
    'Стоимость и план мы согласуем письменно до начала работы и придерживаемся и того и другого.',
  ],
  [
    'Consultations are held in English and Russian, in the office or by video call.',
    'Консультации проводим на английском и русском — в офисе или по видеосвязи.',
  ],
  [
    'We check every document before it reaches the authorities, so most of our applications pass on the first attempt.',
    'Мы проверяем каждый документ до подачи, поэтому большинство наших заявлений одобряют с первого раза.',
  ],
  [
    'Clients follow their case online and receive every update in the messenger they prefer.',
    'Клиенты следят за делом онлайн и получают все новости в удобном мессенджере.',
  ],
  [
    'Our team includes lawyers, tax advisers and relocation managers, so no question is left for later.',
    'В нашей команде юристы, налоговые консультанты и менеджеры по релокации, поэтому ни один вопрос не откладывается на потом.',
  ],
  [
    'We take on a limited number of cases each month to give each of them proper attention.',
    'Мы берём ограниченное число дел в месяц, чтобы каждому уделить должное внимание.',
  ],
  [
    'Many of us moved here ourselves and remember well what the first months in a new country are like.',
    'Многие из нас сами когда-то переехали сюда и хорошо помнят, каково в первые месяцы в новой стране.',
  ],
];

/** Last sentence of a description. */
export const CLOSINGS: Pair[] = [
  [
    'The first consultation is free: tell us about your plans.',
    'Первая консультация бесплатна — расскажите нам о своих планах.',
  ],
  [
    'Leave a request and we will reply within one working day.',
    'Оставьте заявку, и мы ответим в течение одного рабочего дня.',
  ],
  [
    'Write to us in any messenger and we will suggest the route that suits you.',
    'Напишите нам в любом мессенджере, и мы предложим подходящий вам путь.',
  ],
  [
    'Come to the office or book a video call at a time that suits you.',
    'Приходите в офис или назначьте видеозвонок в удобное для вас время.',
  ],
  [
    'Ask us anything: an honest assessment of your chances costs you nothing.',
    'Спрашивайте — честная оценка ваших шансов ничего вам не стоит.',
  ],
];

/** Achievements: {n} is filled with a figure that fits the company. */
export const ACHIEVEMENTS: { text: Pair; figures: number[] }[] = [
  {
    text: ['More than {n} residence permits obtained for clients', 'Более {n} полученных клиентами ВНЖ'],
    figures: [300, 500, 800, 1200],
  },
  {
    text: ['{n}% of applications approved on the first attempt', '{n}% заявлений одобрены с первой попытки'],
    figures: [94, 96, 97, 98],
  },
  { text: ['{n} families relocated last year', 'За прошлый год переехали {n} семей'], figures: [40, 60, 90, 150] },
  {
    text: ['Rated {n} by clients on independent review sites', 'Оценка {n} от клиентов на независимых площадках'],
    figures: [4.7, 4.8, 4.9],
  },
  {
    text: [
      'Member of the national association of immigration advisers',
      'Член национальной ассоциации миграционных консультантов',
    ],
    figures: [0],
  },
  { text: ['{n} specialists in the team', '{n} специалистов в команде'], figures: [12, 18, 25, 40] },
];

export const COMPANY_BENEFITS: { text: Pair; icon: string }[] = [
  { text: ['Fixed fee agreed in writing', 'Фиксированная стоимость по договору'], icon: 'receipt' },
  {
    text: ['One personal case manager from start to finish', 'Личный менеджер от начала до конца'],
    icon: 'user-check',
  },
  {
    text: ['Consultations in English, Russian and Ukrainian', 'Консультации на английском, русском и украинском'],
    icon: 'languages',
  },
  { text: ['Contract signed and documents exchanged online', 'Договор и документы — онлайн'], icon: 'signature' },
  {
    text: ['Fee refunded if a refusal is our fault', 'Возврат оплаты, если отказ произошёл по нашей вине'],
    icon: 'shield',
  },
  { text: ['Case updates in your messenger', 'Новости по делу в вашем мессенджере'], icon: 'message' },
  { text: ['First consultation free of charge', 'Первая консультация бесплатно'], icon: 'gift' },
];

/** Positions of office employees. */
export const POSITIONS: Pair[] = [
  ['Managing partner', 'Управляющий партнёр'],
  ['Immigration lawyer', 'Иммиграционный юрист'],
  ['Relocation manager', 'Менеджер по релокации'],
  ['Case manager', 'Менеджер по сопровождению дел'],
  ['Tax adviser', 'Налоговый консультант'],
  ['Client relations manager', 'Менеджер по работе с клиентами'],
];

export const FEEDBACK_INVITATIONS: Pair[] = [
  [
    'Describe your situation in a few words and we will call you back today.',
    'Опишите ситуацию в двух словах, и мы перезвоним вам сегодня.',
  ],
  [
    'Tell us who is moving and when, and we will prepare a plan and a quote.',
    'Расскажите, кто и когда переезжает, и мы подготовим план и расчёт стоимости.',
  ],
];
