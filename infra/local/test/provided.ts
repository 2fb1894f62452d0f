import { inject } from 'vitest';
import type { ProductProcess } from '../product-process';

/** What the global setups hand to the test files. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The environment the functions get, pointing at this run's stand-ins. */
    functionsEnv: Record<string, string>;
    /** Where the product started for the browser tests answers. */
    product: ProductProcess['urls'];
    /** That product's table, as the site build reads it (`ProductProcess['table']`). */
    productTable: ProductProcess['table'];
    /** Where that product's site servers ship their access logs (`ProductProcess['edgeLogs']`). */
    productEdgeLogs: ProductProcess['edgeLogs'];
    /** Where the browser tests' one build of the site goes (`builtOnce`). */
    siteBuild: string;
  }
}

export const functionsEnv = () => inject('functionsEnv');
export const startedProduct = () => inject('product');
export const startedProductTable = () => inject('productTable');
export const startedProductEdgeLogs = () => inject('productEdgeLogs');
export const siteBuildFolder = () => inject('siteBuild');
