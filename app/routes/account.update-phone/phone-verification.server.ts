// The phone verification in progress (product.md §7 Verification: send a code, then check it)
// is remembered between the two forms in a small sealed (encrypted and authenticated),
// HttpOnly cookie of its own, bound to the shopper, so it survives post/redirect/get without
// scripting and without putting the number or the verification id in a URL or in the clear.
import { createCookie } from "@remix-run/node";
import { config } from "~/.server/config";
import { sealer } from "~/.server/session/sealed";

export interface PendingPhone {
  userUuid: string;
  verificationId: string;
  telephone: string;
}

const FIFTEEN_MINUTES = 15 * 60;

function cookie() {
  const { session } = config();
  // Path /account (not /account/update-phone): script-driven submits go to
  // /account/update-phone.data, which a narrower path would not match.
  return createCookie("ashless-phone", {
    httpOnly: true,
    sameSite: "lax",
    path: "/account",
    secure: session.secure,
    maxAge: FIFTEEN_MINUTES,
  });
}

const seal = () => sealer(config().session.secrets, "ashless-phone");

/** The pending verification of this shopper, or null (none, expired, or someone else's). */
export async function readPendingPhone(request: Request, userUuid: string): Promise<PendingPhone | null> {
  const sealed = (await cookie().parse(request.headers.get("Cookie"))) as unknown;
  const value = typeof sealed === "string" && sealed ? (seal().open(sealed) as Partial<PendingPhone> | null) : null;
  if (
    !value ||
    value.userUuid !== userUuid ||
    typeof value.verificationId !== "string" ||
    typeof value.telephone !== "string"
  )
    return null;
  return value as PendingPhone;
}

export function savePendingPhone(pending: PendingPhone): Promise<string> {
  return cookie().serialize(seal().seal(pending));
}

export function clearPendingPhone(): Promise<string> {
  return cookie().serialize("", { maxAge: 0 });
}
