// /account/wishlist (product.md §8): the products a customer saved, each with "Add to cart" (Magento's
// addWishlistItemsToCart: the item leaves the list once it is in the cart) and "Remove". Product
// pages post "Save to wishlist" here too, and go back to the product. An item that cannot go to
// the cart stays, with the reason beside it (OUT_OF_STOCK, UNDEFINED); one no longer in the list
// (NOT_FOUND) is said at the top.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { intentOf, readFields, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, type ActionContext } from "~/.server/account/context";
import { STORE } from "~/.server/account/gateways";
import { adoptCart } from "~/.server/cart/session-cart";
import type { ActionFunctionArgs } from "@remix-run/node";
import { currentUser } from "~/.server/auth/require-user";
import { saveAfterSignIn, SIGN_IN_TO_SAVE } from "~/.server/account/wishlist-later";
import { getWishlist, moveWishlistItemToCart, removeFromWishlist, saveProduct } from "~/.server/commerce/wishlist";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { Price, StockStatus } from "~/components/product/Price";
import { isFormReply } from "~/lib/form-kit";
import { safeRedirect } from "~/lib/safe-redirect";
import { saveToWishlistSchema, wishlistItemSchema } from "~/lib/schemas/wishlist";
import { WISHLIST_INTENTS, WISHLIST_PATH } from "~/lib/wishlist";
import type { WishlistItem } from "~/lib/models/wishlist";

export const loader = accountLoader(async ({ user }) => ({
  wishlist: await getWishlist(STORE, user.commerceToken),
}));

/** The posted item of the customer's list: null when it is not (or no longer) in it. */
async function postedItem(ctx: ActionContext) {
  const wishlist = await getWishlist(STORE, ctx.user.commerceToken);
  const id = readFields(ctx.form, wishlistItemSchema())?.itemId;
  return { wishlist, item: wishlist.items.find((i) => i.id === id) ?? null };
}

const GONE = "This item is no longer in your wishlist.";

const customerAction = accountAction({
  [WISHLIST_INTENTS.save]: async ({ user, form }) => {
    const fields = readFields(form, saveToWishlistSchema());
    const back = safeRedirect(fields?.returnTo, WISHLIST_PATH);
    if (!fields) return done(user.session, back, "Sorry, we couldn't save this product.", "error");
    const outcome = await saveProduct(STORE, user.commerceToken, fields);
    if ("already" in outcome)
      return done(user.session, back, `${outcome.already} is already in your wishlist.`, "info");
    if ("error" in outcome) return done(user.session, back, outcome.error.message, "error");
    return done(user.session, back, "Saved to your wishlist.");
  },
  [WISHLIST_INTENTS.toCart]: async (ctx) => {
    const { wishlist, item } = await postedItem(ctx);
    if (!item) return done(ctx.user.session, WISHLIST_PATH, GONE, "info");
    const result = await moveWishlistItemToCart(STORE, ctx.user.commerceToken, wishlist.id, item.id);
    if (!result.ok) {
      if (result.error.code === "NOT_FOUND") return done(ctx.user.session, WISHLIST_PATH, GONE, "info");
      // beside the item, which stays in the list
      return reply(ctx.intent, ctx.form, { message: result.error.message });
    }
    adoptCart(ctx.user.session, STORE, result.cartId, result.totalQuantity);
    return done(ctx.user.session, WISHLIST_PATH, `${item.name} is in your cart now.`);
  },
  [WISHLIST_INTENTS.remove]: async (ctx) => {
    const { wishlist, item } = await postedItem(ctx);
    const removed = item ? await removeFromWishlist(STORE, ctx.user.commerceToken, wishlist.id, item.id) : false;
    if (!item || !removed) return done(ctx.user.session, WISHLIST_PATH, "That item had already been removed.", "info");
    return done(ctx.user.session, WISHLIST_PATH, `${item.name} has been removed from your wishlist.`);
  },
});

/**
 * A guest's "Save to wishlist" (the product page's form is the same for everyone) is kept for
 * their sign-in, which saves it; every other post of a guest goes to sign in as before.
 */
export async function action(args: ActionFunctionArgs) {
  const { session } = args.context;
  if (!currentUser(session)) {
    const form = await args.request.clone().formData();
    if (intentOf(form) === WISHLIST_INTENTS.save)
      return done(session, saveAfterSignIn(session, form), SIGN_IN_TO_SAVE, "info");
  }
  return customerAction(args);
}

export const meta = accountMeta("Wishlist", "wishlist");
export const handle = {
  // plain posts that redirect back: scripting would add nothing
  scripts: false,
  pageName: "wishlist",
  breadcrumbs: () => [{ label: "Wishlist", href: WISHLIST_PATH }],
};

/** The message of a refused "Add to cart" of this item, from the page's last answer. */
function useRefusal(item: WishlistItem): string | null {
  const data = useActionData();
  if (!isFormReply(data) || data.intent !== WISHLIST_INTENTS.toCart) return null;
  if (data.result.initialValue?.itemId !== item.id) return null;
  return Object.values(data.result.error ?? {}).flat()[0] ?? null;
}

function WishlistLine({ item }: { item: WishlistItem }) {
  const refusal = useRefusal(item);
  const errorId = `wishlist-error-${item.id}`;
  return (
    <li className="cart-line">
      <img src={item.image.url} alt="" width="72" height="72" loading="lazy" />
      <div>
        <h2 className="h3">
          <Link to={item.href}>{item.name}</Link>
        </h2>
        {item.variantName && item.variantName !== item.name ? <p>{item.variantName}</p> : null}
        <Price price={item.price} from={item.priceVaries} />
        <StockStatus status={item.inStock ? "IN_STOCK" : "OUT_OF_STOCK"} />
        {refusal ? (
          <p className="cart-line__error" id={errorId} role="alert">
            {refusal}
          </p>
        ) : null}
        <div className="cart-line__actions">
          <PostForm intent={WISHLIST_INTENTS.toCart}>
            <input type="hidden" name="itemId" value={item.id} />
            <SubmitButton intent={WISHLIST_INTENTS.toCart} className="btn btn--primary btn--small">
              Add to cart<span className="visually-hidden"> {item.name}</span>
            </SubmitButton>
          </PostForm>
          <PostForm intent={WISHLIST_INTENTS.remove}>
            <input type="hidden" name="itemId" value={item.id} />
            <SubmitButton intent={WISHLIST_INTENTS.remove} className="btn btn--ghost btn--small">
              Remove<span className="visually-hidden"> {item.name}</span>
            </SubmitButton>
          </PostForm>
        </div>
      </div>
    </li>
  );
}

export default function WishlistPage() {
  const { wishlist } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Wishlist"
      intro={<p>Products you saved for later. Adding one to your cart takes it off this list.</p>}
    >
      {wishlist.items.length === 0 ? (
        <p>
          Your wishlist is empty. Save a product from its page to find it here. <Link to="/shop">Visit the shop</Link>
        </p>
      ) : (
        <ul className="cart-lines" aria-label="Saved products">
          {wishlist.items.map((item) => (
            <WishlistLine key={item.id} item={item} />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
