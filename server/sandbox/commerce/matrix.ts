import type { Ctx } from "./context";
import { IN_STORE, type ProductRow } from "./products";
import type { Resolvers } from "./schema";

type StickRow = Pick<ProductRow, "sku" | "pack_type" | "subscription"> & {
  flavour: string;
  flavour_label: string;
  swatch: string | null;
};

// Both matrices are derived from the catalogue, as the brand module builds them from attributes.
export const matrixResolvers: Resolvers<Ctx> = {
  Query: {
    getSticksMatrix: (_root, _args, ctx) => {
      const rows = ctx.db
        .prepare(
          `SELECT p.sku, p.pack_type, p.subscription, o.code AS flavour, o.label AS flavour_label, o.swatch
        FROM catalog_product p JOIN eav_attribute_option o ON o.id = p.flavor
        WHERE p.pack_type IS NOT NULL AND ${IN_STORE} ORDER BY o.position`,
        )
        .all({ store: ctx.store.code }) as StickRow[];
      const section = (packType: string) => {
        const entries = (subscription: number) =>
          rows
            .filter((r) => r.pack_type === packType && r.subscription === subscription)
            .map((r) => ({
              flavour: r.flavour,
              flavour_label: r.flavour_label,
              sku: r.sku,
              swatch_data: r.swatch ? { __typename: "ColorSwatchData", value: r.swatch } : null,
            }));
        return { onetime: entries(0), subscription: entries(1) };
      };
      // Mix-and-match packs are not sold in this market.
      return {
        single_packs: section("pack"),
        cartons: section("carton"),
        mix_n_match: { onetime: [], subscription: [] },
      };
    },
    getConsumablesMatrix: (_root, _args, ctx) => {
      const formats = ctx.db
        .prepare("SELECT * FROM packaging_format ORDER BY product_type_name, format_quantity")
        .all() as Record<string, unknown>[];
      const items = ctx.db
        .prepare(
          `SELECT p.sku, p.packaging_format_id FROM catalog_product p
        WHERE p.packaging_format_id IS NOT NULL AND ${IN_STORE} ORDER BY p.position`,
        )
        .all({ store: ctx.store.code }) as { sku: string; packaging_format_id: string }[];
      return {
        packagingFormats: formats.map((f) => ({
          id: f.id,
          label: f.label,
          contentsType: f.contents_type,
          itemsPerPackage: f.items_per_package,
          packagesPerBundle: f.packages_per_bundle,
          formatQuantity: f.format_quantity,
          productTypeName: f.product_type_name,
          icon: f.icon,
        })),
        items: items.map((i) => ({
          sku: i.sku,
          packagingFormatId: i.packaging_format_id,
          purchaseType: "onetime",
          flavorDetails: null,
        })),
      };
    },
  },
};
