import type Database from "better-sqlite3";
import type { SandboxModule } from "../module";
import { cartQueryResolvers } from "./cart";
import { cartMutationResolvers } from "./cart-mutations";
import { catalogResolvers } from "./catalog";
import type { Ctx } from "./context";
import { commerceRouter } from "./http";
import { matrixResolvers } from "./matrix";
import { migrate } from "./migrate";
import { productResolvers } from "./product-fields";
import { attachResolvers, buildCommerceSchema } from "./schema";
import { seed } from "./seed";
import { storeResolvers } from "./store";

/** The resolvers of every area; later areas (checkout, customers) add their maps here. */
export function commerceSchema() {
  return attachResolvers<Ctx>(buildCommerceSchema(), [
    storeResolvers, catalogResolvers, productResolvers, matrixResolvers, cartQueryResolvers, cartMutationResolvers,
  ]);
}

/** Adobe Commerce 2.4.7-shaped GraphQL, over the sandbox database. */
export const commerceModule: SandboxModule = {
  name: "commerce",
  mountPath: "/graphql",
  migrate,
  seed,
  router: (db: Database.Database) => commerceRouter(db, commerceSchema()),
};
