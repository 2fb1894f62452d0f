/**
 * The countries the product knows: every ISO 3166-1 alpha-2 code and Kosovo's
 * XK, as the reference data lists them (its seed test keeps the two the same).
 * A code sent in a request is one of these, or it is refused at its field.
 */
export const COUNTRY_CODES: readonly string[] = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ
  BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR
  CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
  GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
  LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
  MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
  PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
  SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
  TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

const KNOWN = new Set(COUNTRY_CODES);

/** Whether a value is the code of a country the product knows. */
export const isCountryCode = (code: string): boolean => KNOWN.has(code);

/**
 * Territories with no permanent population (Antarctica, Bouvet Island, Heard and McDonald Islands, the
 * French Southern Territories, South Georgia, the US Minor Outlying Islands, the British Indian Ocean
 * Territory): nobody moves there or comes from there, so no search filter offers them.
 */
export const UNINHABITED_TERRITORIES: ReadonlySet<string> = new Set(['AQ', 'BV', 'HM', 'TF', 'GS', 'UM', 'IO']);

/** Whether people live in a country or territory (a search filter may offer it). */
export const isInhabited = (code: string): boolean => !UNINHABITED_TERRITORIES.has(code);
