import { migrateDownloadableLinks } from "./downloadable-links";
import express from "express";
import type Database from "better-sqlite3";
import type { SandboxModule } from "../module";
import { cartQueryResolvers } from "./cart";
import { cartMutationResolvers } from "./cart-mutations";
import { campaignResolvers } from "./campaign-mutations";
import { migrateCampaigns } from "./campaigns";
import { catalogResolvers } from "./catalog";
import { checkoutResolvers } from "./checkout";
import { migrateCheckout } from "./checkout-migrate";
import type { Ctx } from "./context";
import { customerCartResolvers } from "./customer-cart";
import { migrateCustomers } from "./customer-migrate";
import { commerceRouter } from "./http";
import { matrixResolvers } from "./matrix";
import { migrate } from "./migrate";
import { orderAttributeResolvers } from "./order-attributes";
import { orderResolvers } from "./order-object";
import { seedCheckout } from "./order-seed";
import { orderMutationResolvers } from "./orders";
import { customerResolvers } from "./orders-customer";
import { customerOrderActionResolvers } from "./orders-customer-actions";
import { customerReorderResolvers } from "./orders-customer-reorder";
import { invoiceRouter } from "./orders-customer-invoice";
import { customerOrderResolvers } from "./orders-customer-object";
import { seedCustomerOrders } from "./orders-customer-seed";
import { migrateOrderStatuses, orderStatusResolvers } from "./orders-customer-status";
import { migrateGallery } from "./gallery";
import { migrateCatalogExtras } from "./catalog-extras";
import { migratePickup, pickupResolvers } from "./pickup";
import { productResolvers } from "./product-fields";
import { attributeResolvers } from "./attributes";
import { migrateReturns, returnResolvers, returnsAdminRouter, seedReturns } from "./returns";
import { attachResolvers, buildCommerceSchema } from "./schema";
import { seed } from "./seed";
import { downloadsRouter, productTypeResolvers } from "./product-types";
import { downloadResolvers, purchasedFilesRouter } from "./downloads";
import { storeResolvers } from "./store";
import { migrateWishlists, wishlistResolvers } from "./wishlist";

/**
 * The resolvers of every area; later areas (customers) add their maps here. A later map wins,
 * so the checkout maps replace the cart area's "not available yet" placeholders.
 */
export function commerceSchema() {
  return attachResolvers<Ctx>(buildCommerceSchema(), [
    storeResolvers,
    catalogResolvers,
    productResolvers,
    productTypeResolvers,
    downloadResolvers,
    matrixResolvers,
    cartQueryResolvers,
    cartMutationResolvers,
    checkoutResolvers,
    orderMutationResolvers,
    orderResolvers,
    orderAttributeResolvers,
    customerCartResolvers,
    customerResolvers,
    customerOrderResolvers,
    orderStatusResolvers,
    customerOrderActionResolvers,
    customerReorderResolvers,
    pickupResolvers,
    campaignResolvers,
    wishlistResolvers,
    returnResolvers,
    attributeResolvers,
  ]);
}

/** Adobe Commerce 2.4.7-shaped GraphQL, over the sandbox database. */
export const commerceModule: SandboxModule = {
  name: "commerce",
  mountPath: "/graphql",
  migrate: (db) => {
    migrate(db);
    migrateCheckout(db);
    migrateDownloadableLinks(db);
    migrateOrderStatuses(db);
    migrateCustomers(db);
    migratePickup(db);
    migrateGallery(db);
    migrateCatalogExtras(db);
    migrateCampaigns(db);
    migrateWishlists(db);
    migrateReturns(db);
  },
  seed: (db) => {
    seed(db);
    seedCheckout(db);
    seedCustomerOrders(db);
    seedReturns(db);
    migrateGallery(db); // the galleries of the products just seeded
    migrateCatalogExtras(db); // then their thumbnails, colours and store-finder names
  },
  router: (db: Database.Database) =>
    express
      .Router()
      .use(invoiceRouter(db))
      .use(returnsAdminRouter(db))
      .use(downloadsRouter(db))
      .use(purchasedFilesRouter(db))
      .use(commerceRouter(db, commerceSchema())),
};
