// Registering a pack code: the one action module behind every pack-code form (the account's
// /account/pack-codes now, the club's pack-codes page later). A registered code redirects back
// to the page with a notice of the points it gave; every other outcome shows the form again
// with the code as typed and the reason beside the field (design.md §5).
import type { PackRegistrationResult } from "~/lib/models/packs";
import { PACK_CODE_INTENT, packCodeSchema } from "~/lib/schemas/packs";
import { refuseCodeCheck } from "../limits/code-limits";
import { parseForm, reply } from "../forms/form";
import { codeLimits } from "../limits/rate-limit";
import { packGateway } from "../platform/packs";
import { done, type ActionContext } from "./context";

export { PACK_CODE_INTENT };

export const PACK_MESSAGES = {
  alreadyUsed: "This code has already been registered. Each code can be registered only once.",
  limitReached:
    "You have registered as many packs as you can for now. This code has not been used: keep the pack and try again later.",
  invalid: "This code is not valid. Check it against the code printed inside the pack.",
} as const;

/** What the shopper is told for an outcome other than a registration. */
export function refusalMessage(result: PackRegistrationResult): string {
  if (result.limitReached) return PACK_MESSAGES.limitReached;
  const code = result.error?.code;
  if (code === "PACK_ALREADY_REGISTERED") return PACK_MESSAGES.alreadyUsed;
  if (!result.hasError || code === "INVALID_PACK_CODE" || code === "INVALID_CODE_FORMAT") return PACK_MESSAGES.invalid;
  return result.error?.message ?? PACK_MESSAGES.invalid;
}

const groups = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

export async function registerPackCode(ctx: ActionContext) {
  const submission = parseForm(ctx.form, packCodeSchema);
  if (submission.status !== "success") return reply(ctx.intent, submission);
  const { code } = submission.value;
  // wrong codes count per account and address (issue 36, 4)
  const limit = await codeLimits(ctx.request, "pack-code", { account: ctx.user.auth.userUuid });
  if (!limit.ok) return refuseCodeCheck(ctx.intent, submission, "code", limit);
  const result = await packGateway({ signal: ctx.request.signal }).register(ctx.user.auth, code);
  // the account action signs the shopper out
  if (result.error?.code === "SESSION_EXPIRED") throw result.error;
  // the number of packs one may register is not a guess: it does not count
  if (result.isValid || result.limitReached) await limit.succeeded();
  if (!result.isValid) return reply(ctx.intent, submission, { fieldErrors: { code: [refusalMessage(result)] } });
  const rule = result.loyalty_rule;
  const points = rule ? ` You earned ${rule.points} points (${rule.name}).` : "";
  return done(ctx.user.session, new URL(ctx.request.url).pathname, `Pack code ${groups(code)} is registered.${points}`);
}
