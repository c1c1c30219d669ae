// Order-attribute values typed on earlier steps, kept until the order is placed.
// They live in their own small cookie rather than the session: the session cookie already
// carries tokens and cart ids, and these values are only needed for one checkout. What a
// shopper typed (a gift message, say) is sealed like the session (session/sealed.ts), not just signed.
import { createCookie, type Cookie } from "@remix-run/node";
import { config } from "../config";
import { sealer } from "../session/sealed";
import type { StoreView } from "~/lib/models/commerce";

type Stored = Partial<Record<StoreView, { cartId: string; values: Record<string, string> }>>;

/** A hard cap so a misconfigured attribute can't push the cookie past browser limits. */
const MAX_VALUE = 500;

let cookie: Cookie | undefined;
let sealed: ReturnType<typeof sealer> | undefined;
const seal = () => (sealed ??= sealer(config().session.secrets, "ashless-checkout-attributes"));

function attributeCookie(): Cookie {
  const { session } = config();
  cookie ??= createCookie(session.secure ? "__Host-ashless_checkout" : "ashless_checkout", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: session.secure,
    secrets: session.secrets,
    maxAge: 60 * 60 * 24,
  });
  return cookie;
}

async function readAll(request: Request): Promise<Stored> {
  const raw: unknown = await attributeCookie().parse(request.headers.get("Cookie"));
  const value = typeof raw === "string" ? seal().open(raw) : null;
  return value && typeof value === "object" ? (value as Stored) : {};
}

/** The values stored for this store's checkout, or none when they belong to another cart. */
export async function readAttributeValues(
  request: Request,
  store: StoreView,
  cartId: string,
): Promise<Record<string, string>> {
  const entry = (await readAll(request))[store];
  return entry && entry.cartId === cartId ? entry.values : {};
}

/**
 * Replaces the values of the given attribute codes (one step's fields) and returns the
 * Set-Cookie header. Codes left empty are removed, so clearing an optional field sticks.
 */
export async function saveAttributeValues(
  request: Request,
  store: StoreView,
  cartId: string,
  codes: string[],
  values: Record<string, string>,
): Promise<string> {
  const all = await readAll(request);
  const current = all[store]?.cartId === cartId ? { ...all[store]!.values } : {};
  for (const code of codes) {
    const value = values[code];
    if (value) current[code] = value.slice(0, MAX_VALUE);
    else delete current[code];
  }
  all[store] = { cartId, values: current };
  return attributeCookie().serialize(seal().seal(all));
}

export async function clearAttributeValues(request: Request, store: StoreView): Promise<string> {
  const all = await readAll(request);
  delete all[store];
  return attributeCookie().serialize(seal().seal(all));
}
