declare namespace Astro {
  /** `client:interaction` (`kit/hydrate-on-interaction.ts`): hydrate when the visitor first reaches for the island. */
  interface ClientDirectives {
    'client:interaction'?: boolean;
  }
}
