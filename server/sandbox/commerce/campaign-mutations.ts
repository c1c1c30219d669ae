import { balanceOf } from "../loyalty/ledger";
import { cartObject } from "./cart";
import { computeCart, findCart } from "./cart-model";
import { campaignByUuid } from "./campaigns";
import type { Ctx } from "./context";
import { inputError, noSuchEntity } from "./errors";
import type { Resolvers } from "./schema";

/** applyCampaignToCart / removeCampaignFromCart (product.md §7): a customer cart only, while the points cover it. */
type CampaignInput = { input?: { cart_id: string; campaign_uuid?: string | null } | null };

export const campaignResolvers: Resolvers<Ctx> = {
  Mutation: {
    applyCampaignToCart: (_root, args: CampaignInput, ctx) => {
      if (!args.input) throw inputError('Required parameter "cart_id" is missing');
      const quote = findCart(ctx, args.input.cart_id);
      if (!quote.customer_uuid) throw inputError("Sign in to use your club points.");
      const campaign = campaignByUuid(args.input.campaign_uuid);
      if (!campaign) throw noSuchEntity("This points offer does not exist.");
      if (computeCart(ctx, quote).lines.length === 0) throw noSuchEntity("Cart does not contain products.");
      if (balanceOf(ctx.db, quote.customer_uuid) < campaign.points)
        throw inputError("You don't have enough points for this offer.");
      ctx.db.prepare("UPDATE quote SET loyalty_campaign_uuid = ? WHERE id = ?").run(campaign.uuid, quote.id);
      return { cart: cartObject(ctx, findCart(ctx, quote.masked_id)) };
    },
    removeCampaignFromCart: (_root, args: CampaignInput, ctx) => {
      if (!args.input) throw inputError('Required parameter "cart_id" is missing');
      const quote = findCart(ctx, args.input.cart_id);
      ctx.db.prepare("UPDATE quote SET loyalty_campaign_uuid = NULL WHERE id = ?").run(quote.id);
      return { cart: cartObject(ctx, findCart(ctx, quote.masked_id)) };
    },
  },
};
