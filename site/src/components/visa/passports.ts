/** A passport the visa pages' selectors offer (the map's and the comparison's), named in the page's language. */
export interface PassportChoice {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
}

/** The countries of `GET /v1/visa-map/countries` as the selectors take them, in the HTML (their groups left out). */
export const passportChoices = (countries: readonly PassportChoice[]): PassportChoice[] =>
  countries.map(({ id, name, slug }) => ({ id, name, slug }));
