import type { Currency } from '@migralink/shared/enums';

/**
 * Hand-written places for the demo: the countries companies work in, their
 * cities with real streets, postcodes, centres and telephone prefixes, and
 * the neighbours a company may also serve. Russian names carry the forms the
 * texts need ("в Германии", "на Кипре").
 */
export interface Place {
  /** ISO 3166-1 alpha-2. */
  code: string;
  en: string;
  /** "in Germany", "in the UAE". */
  enIn: string;
  ru: string;
  /** "в Германии", "на Кипре". */
  ruIn: string;
}

/** A telephone prefix in E.164 form and how many digits follow it. */
export type PhonePlan = [prefix: string, digits: number];

export interface Street {
  name: string;
  postcode: string;
}

export interface City {
  slug: string;
  en: string;
  ru: string;
  ruIn: string;
  /** Region code written after the city in North American addresses. */
  region?: string;
  lat: number;
  long: number;
  landline: PhonePlan;
  mobile: PhonePlan;
  streets: Street[];
}

/** How addresses are written: `Street 12, 10117 City`, `12 Street, City, ST 10001`, `Office 1204, Street, City`. */
export type AddressStyle = 'street-first' | 'number-first' | 'office';

export interface HomeCountry extends Place {
  addressStyle: AddressStyle;
  cities: City[];
  neighbours: Place[];
  /** The local currency, when the product knows it. */
  currency?: Currency;
  /** Names of people who work here: two for each company of the country, the owner first. */
  people: string[];
}

const place = (code: string, en: string, enIn: string, ru: string, ruIn: string): Place => ({
  code,
  en,
  enIn,
  ru,
  ruIn,
});

const AUSTRIA = place('AT', 'Austria', 'in Austria', 'Австрия', 'в Австрии');
const NETHERLANDS = place('NL', 'the Netherlands', 'in the Netherlands', 'Нидерланды', 'в Нидерландах');
const MONTENEGRO = place('ME', 'Montenegro', 'in Montenegro', 'Черногория', 'в Черногории');
const BELGIUM = place('BE', 'Belgium', 'in Belgium', 'Бельгия', 'в Бельгии');
const OMAN = place('OM', 'Oman', 'in Oman', 'Оман', 'в Омане');
const SLOVAKIA = place('SK', 'Slovakia', 'in Slovakia', 'Словакия', 'в Словакии');
const GREECE = place('GR', 'Greece', 'in Greece', 'Греция', 'в Греции');
const ARMENIA = place('AM', 'Armenia', 'in Armenia', 'Армения', 'в Армении');

const streets = (...pairs: [string, string][]): Street[] => pairs.map(([name, postcode]) => ({ name, postcode }));

export const HOME_COUNTRIES: HomeCountry[] = [
  {
    ...place('DE', 'Germany', 'in Germany', 'Германия', 'в Германии'),
    addressStyle: 'street-first',
    currency: 'EUR',
    neighbours: [AUSTRIA, NETHERLANDS],
    people: [
      'Anna Becker',
      'Jonas Schneider',
      'Katrin Vogel',
      'Markus Krüger',
      'Lena Hoffmann',
      'Tobias Wagner',
      'Sabine Richter',
      'Felix Neumann',
    ],
    cities: [
      {
        slug: 'berlin',
        en: 'Berlin',
        ru: 'Берлин',
        ruIn: 'в Берлине',
        lat: 52.52,
        long: 13.405,
        landline: ['+4930', 8],
        mobile: ['+49151', 8],
        streets: streets(
          ['Friedrichstraße', '10117'],
          ['Kurfürstendamm', '10719'],
          ['Torstraße', '10119'],
          ['Karl-Marx-Allee', '10243'],
          ['Schönhauser Allee', '10435'],
        ),
      },
      {
        slug: 'munich',
        en: 'Munich',
        ru: 'Мюнхен',
        ruIn: 'в Мюнхене',
        lat: 48.1372,
        long: 11.5756,
        landline: ['+4989', 8],
        mobile: ['+49170', 8],
        streets: streets(
          ['Leopoldstraße', '80802'],
          ['Maximilianstraße', '80539'],
          ['Sendlinger Straße', '80331'],
          ['Nymphenburger Straße', '80335'],
        ),
      },
      {
        slug: 'frankfurt',
        en: 'Frankfurt am Main',
        ru: 'Франкфурт-на-Майне',
        ruIn: 'во Франкфурте-на-Майне',
        lat: 50.1109,
        long: 8.6821,
        landline: ['+4969', 8],
        mobile: ['+49160', 8],
        streets: streets(
          ['Zeil', '60313'],
          ['Mainzer Landstraße', '60329'],
          ['Bockenheimer Landstraße', '60323'],
          ['Hanauer Landstraße', '60314'],
        ),
      },
    ],
  },
  {
    ...place('PT', 'Portugal', 'in Portugal', 'Португалия', 'в Португалии'),
    addressStyle: 'street-first',
    currency: 'EUR',
    neighbours: [place('ES', 'Spain', 'in Spain', 'Испания', 'в Испании')],
    people: [
      'Inês Ferreira',
      'João Costa',
      'Mariana Almeida',
      'Tiago Sousa',
      'Beatriz Silva',
      'Rui Carvalho',
      'Catarina Lopes',
      'Miguel Pereira',
    ],
    cities: [
      {
        slug: 'lisbon',
        en: 'Lisbon',
        ru: 'Лиссабон',
        ruIn: 'в Лиссабоне',
        lat: 38.7223,
        long: -9.1393,
        landline: ['+35121', 7],
        mobile: ['+35191', 7],
        streets: streets(
          ['Avenida da Liberdade', '1250-096'],
          ['Rua Augusta', '1100-053'],
          ['Avenida da República', '1050-187'],
          ['Rua Castilho', '1250-069'],
        ),
      },
      {
        slug: 'porto',
        en: 'Porto',
        ru: 'Порту',
        ruIn: 'в Порту',
        lat: 41.1579,
        long: -8.6291,
        landline: ['+35122', 7],
        mobile: ['+35193', 7],
        streets: streets(
          ['Avenida dos Aliados', '4000-064'],
          ['Rua de Santa Catarina', '4000-447'],
          ['Avenida da Boavista', '4100-119'],
        ),
      },
      {
        slug: 'faro',
        en: 'Faro',
        ru: 'Фару',
        ruIn: 'в Фару',
        lat: 37.0194,
        long: -7.9322,
        landline: ['+351289', 6],
        mobile: ['+35196', 7],
        streets: streets(['Rua de Santo António', '8000-283'], ['Avenida 5 de Outubro', '8000-076']),
      },
    ],
  },
  {
    ...place('ES', 'Spain', 'in Spain', 'Испания', 'в Испании'),
    addressStyle: 'street-first',
    currency: 'EUR',
    neighbours: [place('PT', 'Portugal', 'in Portugal', 'Португалия', 'в Португалии')],
    people: [
      'Lucía García',
      'Javier Martínez',
      'Marta Navarro',
      'Pablo Romero',
      'Elena Ortega',
      'Sergio Ruiz',
      'Carmen Molina',
      'Álvaro Castro',
    ],
    cities: [
      {
        slug: 'madrid',
        en: 'Madrid',
        ru: 'Мадрид',
        ruIn: 'в Мадриде',
        lat: 40.4168,
        long: -3.7038,
        landline: ['+3491', 7],
        mobile: ['+3461', 7],
        streets: streets(
          ['Calle de Alcalá', '28014'],
          ['Paseo de la Castellana', '28046'],
          ['Gran Vía', '28013'],
          ['Calle de Serrano', '28001'],
        ),
      },
      {
        slug: 'barcelona',
        en: 'Barcelona',
        ru: 'Барселона',
        ruIn: 'в Барселоне',
        lat: 41.3874,
        long: 2.1686,
        landline: ['+3493', 7],
        mobile: ['+3465', 7],
        streets: streets(
          ['Passeig de Gràcia', '08007'],
          ['Avinguda Diagonal', '08008'],
          ['Carrer de Balmes', '08006'],
          ['Rambla de Catalunya', '08007'],
        ),
      },
      {
        slug: 'valencia',
        en: 'Valencia',
        ru: 'Валенсия',
        ruIn: 'в Валенсии',
        lat: 39.4699,
        long: -0.3763,
        landline: ['+3496', 7],
        mobile: ['+3462', 7],
        streets: streets(
          ['Calle de Colón', '46004'],
          ['Avenida del Puerto', '46023'],
          ['Gran Vía Marqués del Turia', '46005'],
        ),
      },
    ],
  },
  {
    ...place('RS', 'Serbia', 'in Serbia', 'Сербия', 'в Сербии'),
    addressStyle: 'street-first',
    neighbours: [MONTENEGRO],
    people: [
      'Jelena Petrović',
      'Marko Jovanović',
      'Ivana Nikolić',
      'Nikola Đorđević',
      'Milica Stojanović',
      'Stefan Ilić',
      'Ana Marković',
      'Luka Pavlović',
    ],
    cities: [
      {
        slug: 'belgrade',
        en: 'Belgrade',
        ru: 'Белград',
        ruIn: 'в Белграде',
        lat: 44.8125,
        long: 20.4612,
        landline: ['+38111', 7],
        mobile: ['+38164', 7],
        streets: streets(
          ['Knez Mihailova', '11000'],
          ['Bulevar kralja Aleksandra', '11000'],
          ['Bulevar Mihajla Pupina', '11070'],
          ['Terazije', '11000'],
        ),
      },
      {
        slug: 'novi-sad',
        en: 'Novi Sad',
        ru: 'Нови-Сад',
        ruIn: 'в Нови-Саде',
        lat: 45.2671,
        long: 19.8335,
        landline: ['+38121', 7],
        mobile: ['+38163', 7],
        streets: streets(
          ['Bulevar oslobođenja', '21000'],
          ['Zmaj Jovina', '21000'],
          ['Bulevar Mihajla Pupina', '21000'],
        ),
      },
    ],
  },
  {
    ...place('FR', 'France', 'in France', 'Франция', 'во Франции'),
    addressStyle: 'street-first',
    currency: 'EUR',
    neighbours: [BELGIUM],
    people: [
      'Camille Martin',
      'Julien Bernard',
      'Claire Dubois',
      'Antoine Lefèvre',
      'Sophie Moreau',
      'Hugo Laurent',
      'Léa Girard',
      'Nicolas Fournier',
    ],
    cities: [
      {
        slug: 'paris',
        en: 'Paris',
        ru: 'Париж',
        ruIn: 'в Париже',
        lat: 48.8566,
        long: 2.3522,
        landline: ['+331', 8],
        mobile: ['+336', 8],
        streets: streets(
          ['Rue de Rivoli', '75001'],
          ['Boulevard Haussmann', '75008'],
          ["Avenue de l'Opéra", '75002'],
          ['Rue du Faubourg Saint-Honoré', '75008'],
        ),
      },
      {
        slug: 'lyon',
        en: 'Lyon',
        ru: 'Лион',
        ruIn: 'в Лионе',
        lat: 45.764,
        long: 4.8357,
        landline: ['+334', 8],
        mobile: ['+337', 8],
        streets: streets(
          ['Rue de la République', '69002'],
          ['Cours Lafayette', '69003'],
          ['Quai Victor Augagneur', '69003'],
        ),
      },
      {
        slug: 'nice',
        en: 'Nice',
        ru: 'Ницца',
        ruIn: 'в Ницце',
        lat: 43.7102,
        long: 7.262,
        landline: ['+334', 8],
        mobile: ['+336', 8],
        streets: streets(
          ['Promenade des Anglais', '06000'],
          ['Avenue Jean Médecin', '06000'],
          ['Boulevard Victor Hugo', '06000'],
        ),
      },
    ],
  },
  {
    ...place('CA', 'Canada', 'in Canada', 'Канада', 'в Канаде'),
    addressStyle: 'number-first',
    currency: 'CAD',
    neighbours: [place('US', 'the USA', 'in the USA', 'США', 'в США')],
    people: [
      'Emily Thompson',
      'Ryan Tremblay',
      'Priya Singh',
      'Daniel MacDonald',
      'Olivia Roy',
      'Marc Gagnon',
      'Hannah Wilson',
      'Kevin Nguyen',
    ],
    cities: [
      {
        slug: 'toronto',
        en: 'Toronto',
        ru: 'Торонто',
        ruIn: 'в Торонто',
        region: 'ON',
        lat: 43.6532,
        long: -79.3832,
        landline: ['+1416', 7],
        mobile: ['+1647', 7],
        streets: streets(
          ['Bay Street', 'M5J 2T3'],
          ['Yonge Street', 'M4W 2L7'],
          ['King Street West', 'M5H 1J8'],
          ['Bloor Street West', 'M5S 1M8'],
        ),
      },
      {
        slug: 'vancouver',
        en: 'Vancouver',
        ru: 'Ванкувер',
        ruIn: 'в Ванкувере',
        region: 'BC',
        lat: 49.2827,
        long: -123.1207,
        landline: ['+1604', 7],
        mobile: ['+1778', 7],
        streets: streets(
          ['West Georgia Street', 'V6E 4A2'],
          ['Burrard Street', 'V6C 2G8'],
          ['Granville Street', 'V6Z 1K8'],
        ),
      },
      {
        slug: 'montreal',
        en: 'Montreal',
        ru: 'Монреаль',
        ruIn: 'в Монреале',
        region: 'QC',
        lat: 45.5019,
        long: -73.5674,
        landline: ['+1514', 7],
        mobile: ['+1438', 7],
        streets: streets(
          ['Rue Sainte-Catherine Ouest', 'H3B 1A7'],
          ['Boulevard René-Lévesque Ouest', 'H3B 4W8'],
          ['Rue Sherbrooke Ouest', 'H3A 1E4'],
        ),
      },
    ],
  },
  {
    ...place('AE', 'the UAE', 'in the UAE', 'ОАЭ', 'в ОАЭ'),
    addressStyle: 'office',
    currency: 'AED',
    neighbours: [OMAN],
    people: [
      'Omar Al Mansouri',
      'Aisha Haddad',
      'Rashid Khan',
      'Fatima Nasser',
      'Karim Farouk',
      'Layla Saeed',
      'Yousef Hamdan',
      'Sara Qasim',
    ],
    cities: [
      {
        slug: 'dubai',
        en: 'Dubai',
        ru: 'Дубай',
        ruIn: 'в Дубае',
        lat: 25.2048,
        long: 55.2708,
        landline: ['+9714', 7],
        mobile: ['+97150', 7],
        streets: streets(['Sheikh Zayed Road', ''], ['Al Wasl Road', ''], ['Baniyas Road', ''], ['Al Sufouh Road', '']),
      },
      {
        slug: 'abu-dhabi',
        en: 'Abu Dhabi',
        ru: 'Абу-Даби',
        ruIn: 'в Абу-Даби',
        lat: 24.4539,
        long: 54.3773,
        landline: ['+9712', 7],
        mobile: ['+97155', 7],
        streets: streets(['Corniche Road', ''], ['Hamdan Bin Mohammed Street', ''], ['Khalifa Bin Zayed Street', '']),
      },
    ],
  },
  {
    ...place('PL', 'Poland', 'in Poland', 'Польша', 'в Польше'),
    addressStyle: 'street-first',
    currency: 'PLN',
    neighbours: [place('DE', 'Germany', 'in Germany', 'Германия', 'в Германии'), SLOVAKIA],
    people: [
      'Katarzyna Nowak',
      'Piotr Wójcik',
      'Agnieszka Mazur',
      'Tomasz Krawczyk',
      'Magdalena Zając',
      'Paweł Dudek',
      'Joanna Sikora',
      'Marcin Wróbel',
    ],
    cities: [
      {
        slug: 'warsaw',
        en: 'Warsaw',
        ru: 'Варшава',
        ruIn: 'в Варшаве',
        lat: 52.2297,
        long: 21.0122,
        landline: ['+4822', 7],
        mobile: ['+4860', 7],
        streets: streets(
          ['ul. Marszałkowska', '00-624'],
          ['Aleje Jerozolimskie', '00-697'],
          ['ul. Nowy Świat', '00-497'],
          ['ul. Prosta', '00-838'],
        ),
      },
      {
        slug: 'krakow',
        en: 'Kraków',
        ru: 'Краков',
        ruIn: 'в Кракове',
        lat: 50.0647,
        long: 19.945,
        landline: ['+4812', 7],
        mobile: ['+4869', 7],
        streets: streets(['ul. Floriańska', '31-019'], ['ul. Karmelicka', '31-128'], ['ul. Długa', '31-147']),
      },
      {
        slug: 'wroclaw',
        en: 'Wrocław',
        ru: 'Вроцлав',
        ruIn: 'во Вроцлаве',
        lat: 51.1079,
        long: 17.0385,
        landline: ['+4871', 7],
        mobile: ['+4879', 7],
        streets: streets(['ul. Świdnicka', '50-066'], ['ul. Legnicka', '53-674'], ['ul. Ruska', '50-079']),
      },
    ],
  },
  {
    ...place('CZ', 'the Czech Republic', 'in the Czech Republic', 'Чехия', 'в Чехии'),
    addressStyle: 'street-first',
    currency: 'CZK',
    neighbours: [SLOVAKIA, AUSTRIA],
    people: [
      'Petra Dvořáková',
      'Jan Novák',
      'Lucie Svobodová',
      'Tomáš Procházka',
      'Veronika Černá',
      'Martin Kučera',
      'Eva Horáková',
      'Jakub Veselý',
    ],
    cities: [
      {
        slug: 'prague',
        en: 'Prague',
        ru: 'Прага',
        ruIn: 'в Праге',
        lat: 50.0755,
        long: 14.4378,
        landline: ['+4202', 8],
        mobile: ['+4207', 8],
        streets: streets(
          ['Václavské náměstí', '110 00'],
          ['Na Příkopě', '110 00'],
          ['Vinohradská', '120 00'],
          ['Karlovo náměstí', '120 00'],
        ),
      },
      {
        slug: 'brno',
        en: 'Brno',
        ru: 'Брно',
        ruIn: 'в Брно',
        lat: 49.1951,
        long: 16.6068,
        landline: ['+4205', 8],
        mobile: ['+42060', 7],
        streets: streets(['Masarykova', '602 00'], ['Údolní', '602 00'], ['Kounicova', '602 00']),
      },
    ],
  },
  {
    ...place('CY', 'Cyprus', 'in Cyprus', 'Кипр', 'на Кипре'),
    addressStyle: 'street-first',
    currency: 'EUR',
    neighbours: [GREECE],
    people: [
      'Eleni Georgiou',
      'Andreas Christodoulou',
      'Maria Constantinou',
      'Nikos Ioannou',
      'Christina Demetriou',
      'Stelios Charalambous',
      'Sofia Antoniou',
      'Michalis Kyriakou',
    ],
    cities: [
      {
        slug: 'limassol',
        en: 'Limassol',
        ru: 'Лимассол',
        ruIn: 'в Лимассоле',
        lat: 34.7071,
        long: 33.0226,
        landline: ['+35725', 6],
        mobile: ['+35799', 6],
        streets: streets(
          ['Archbishop Makarios III Avenue', '3105'],
          ['Anexartisias Street', '3040'],
          ['Spyrou Kyprianou Avenue', '4043'],
        ),
      },
      {
        slug: 'larnaca',
        en: 'Larnaca',
        ru: 'Ларнака',
        ruIn: 'в Ларнаке',
        lat: 34.9003,
        long: 33.6232,
        landline: ['+35724', 6],
        mobile: ['+35797', 6],
        streets: streets(['Grigori Afxentiou Avenue', '6023'], ['Athinon Avenue', '6022'], ['Ermou Street', '6021']),
      },
      {
        slug: 'nicosia',
        en: 'Nicosia',
        ru: 'Никосия',
        ruIn: 'в Никосии',
        lat: 35.1856,
        long: 33.3823,
        landline: ['+35722', 6],
        mobile: ['+35796', 6],
        streets: streets(['Stasinou Avenue', '1060'], ['Ledra Street', '1011'], ['Makarios III Avenue', '1065']),
      },
    ],
  },
  {
    ...place('GE', 'Georgia', 'in Georgia', 'Грузия', 'в Грузии'),
    addressStyle: 'street-first',
    neighbours: [ARMENIA],
    people: [
      'Nino Beridze',
      'Giorgi Kapanadze',
      'Tamar Lomidze',
      'Levan Gelashvili',
      'Ana Tsiklauri',
      'Davit Meskhi',
      'Mariam Japaridze',
      'Irakli Chkheidze',
    ],
    cities: [
      {
        slug: 'tbilisi',
        en: 'Tbilisi',
        ru: 'Тбилиси',
        ruIn: 'в Тбилиси',
        lat: 41.7151,
        long: 44.8271,
        landline: ['+99532', 7],
        mobile: ['+9955', 8],
        streets: streets(
          ['Rustaveli Avenue', '0108'],
          ['Ilia Chavchavadze Avenue', '0179'],
          ['Merab Kostava Street', '0108'],
          ['Davit Aghmashenebeli Avenue', '0102'],
        ),
      },
      {
        slug: 'batumi',
        en: 'Batumi',
        ru: 'Батуми',
        ruIn: 'в Батуми',
        lat: 41.6168,
        long: 41.6367,
        landline: ['+995422', 6],
        mobile: ['+9955', 8],
        streets: streets(['Rustaveli Street', '6000'], ['Gorgiladze Street', '6000'], ['Chavchavadze Street', '6000']),
      },
    ],
  },
  {
    ...place('US', 'the USA', 'in the USA', 'США', 'в США'),
    addressStyle: 'number-first',
    currency: 'USD',
    neighbours: [place('CA', 'Canada', 'in Canada', 'Канада', 'в Канаде')],
    people: [
      'Sarah Mitchell',
      'David Chen',
      'Jessica Alvarez',
      "Michael O'Brien",
      'Rachel Kim',
      'Daniel Rossi',
      'Laura Bennett',
      'Chris Patel',
    ],
    cities: [
      {
        slug: 'new-york',
        en: 'New York',
        ru: 'Нью-Йорк',
        ruIn: 'в Нью-Йорке',
        region: 'NY',
        lat: 40.7128,
        long: -74.006,
        landline: ['+1212', 7],
        mobile: ['+1917', 7],
        streets: streets(
          ['Madison Avenue', '10022'],
          ['Broadway', '10006'],
          ['Lexington Avenue', '10017'],
          ['Wall Street', '10005'],
        ),
      },
      {
        slug: 'miami',
        en: 'Miami',
        ru: 'Майами',
        ruIn: 'в Майами',
        region: 'FL',
        lat: 25.7617,
        long: -80.1918,
        landline: ['+1305', 7],
        mobile: ['+1786', 7],
        streets: streets(['Brickell Avenue', '33131'], ['Biscayne Boulevard', '33132'], ['Flagler Street', '33130']),
      },
      {
        slug: 'san-francisco',
        en: 'San Francisco',
        ru: 'Сан-Франциско',
        ruIn: 'в Сан-Франциско',
        region: 'CA',
        lat: 37.7749,
        long: -122.4194,
        landline: ['+1415', 7],
        mobile: ['+1628', 7],
        streets: streets(['Market Street', '94105'], ['Montgomery Street', '94104'], ['California Street', '94111']),
      },
    ],
  },
];

/** Russian-speaking staff, one at every third company whatever its country. */
export const RUSSIAN_SPEAKING_PEOPLE = [
  'Olga Ivanenko',
  'Dmitry Sokolov',
  'Irina Kovalenko',
  'Alexei Morozov',
  'Yulia Bondarenko',
  'Sergei Volkov',
  'Natalia Melnyk',
  'Andrei Pavlov',
  'Ekaterina Orlova',
  'Maxim Lebedev',
  'Svetlana Kuznetsova',
  'Artem Shevchuk',
  'Anastasia Romanova',
  'Pavel Zaitsev',
];

/**
 * Where applicants come from: each set is one realistic audience of a service.
 * The empty set means "from anywhere".
 */
export const SOURCE_COUNTRY_SETS: string[][] = [
  [],
  [],
  ['UA', 'RU', 'BY', 'KZ'],
  ['UA'],
  ['RU', 'BY'],
  ['KZ', 'UZ', 'KG'],
  ['IN', 'PK', 'BD', 'LK'],
  ['TR', 'AZ'],
  ['US', 'GB', 'CA', 'AU'],
  ['BR', 'AR', 'CO'],
  ['NG', 'GH', 'KE'],
];
