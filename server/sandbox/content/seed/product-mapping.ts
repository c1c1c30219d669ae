import type { SeedEntry } from "./helpers";

/**
 * sku → product page, used when PRODUCT_LINK_MODE=sku-mapping. One line per product:
 * edit this list when the catalogue's skus change (the sandbox re-seeds on reset).
 */
const MAPPINGS: [sku: string, pdpLink: string][] = [
  ["ASH-STK-AMBER-P20", "/shop/sticks/amber-tobacco-sticks-pack-20"],
  ["ASH-STK-AMBER-C10", "/shop/sticks/amber-tobacco-sticks-carton-10"],
  ["ASH-DEV-ONE", "/shop/devices/ashless-one-device"],
  ["ASH-DEV-DUO", "/shop/devices/ashless-duo-device"],
  ["ASH-BND-STARTER", "/shop/bundles/ashless-one-starter-kit"],
  ["ASH-BND-DISCOVERY", "/shop/bundles/flavour-discovery-bundle"],
  ["ASH-ACC-CLEANKIT", "/shop/accessories/ashless-cleaning-kit"],
];

export const productMappings: SeedEntry[] = MAPPINGS.map(([sku, pdpLink], i) => ({
  id: `mapping-${sku.toLowerCase()}`,
  model: "product-mapping",
  name: sku,
  data: { sku, pdpLink },
  priority: i,
}));
