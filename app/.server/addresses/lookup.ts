import { randomUUID } from "node:crypto";
import { z } from "zod";
import { parseForm, readFields, SECRET_FIELDS, type FormReply } from "../forms/form";
import { locationGateway } from "../platform/locations";
import { clientIp } from "../limits/rate-limit";
import { LOOKUP_BUTTON, LOOKUP_CHOICE, LOOKUP_POSTCODE, type LookupDetail } from "~/lib/address-lookup";
import { lookupPostcodeSchema } from "~/lib/schemas/address";
import { linesOf } from "~/lib/schemas/checkout";

/** The lookup's buttons and fields: which button was pressed (none: the form is to be saved), as typed. */
const lookupSchema = z.object({
  [LOOKUP_BUTTON]: z.enum(["find", "use"]),
  [LOOKUP_POSTCODE]: z.string().optional(),
  [LOOKUP_CHOICE]: z.string().optional(),
});

/** The country chosen in the address form named `prefix`, where the lookup searches; else GB. */
const countryOf = (form: FormData, prefix: string) =>
  readFields(form, z.object({ [prefix]: z.object({ countryCode: z.string().regex(/^[A-Z]{2}$/) }) }))?.[prefix]
    .countryCode ?? "GB";

/**
 * "Find address" and "Use this address" inside an address form (`prefix` is the address's
 * field group, e.g. "shipping" or "address"). Both post the whole form and answer it with
 * everything as typed, under the form's own intent; "use" fills the address fields from the
 * chosen suggestion on the server. Nothing is saved upstream: the shopper checks the address
 * and then continues as usual. Null when the post is not a lookup; else the answer's body
 * and status (400 with a message beside the field, 200 otherwise) for the route to send.
 */
export async function answerLookup(
  intent: string,
  form: FormData,
  prefix: string,
  signal?: AbortSignal,
): Promise<{ body: FormReply<LookupDetail>; status: number } | null> {
  const read = readFields(form, lookupSchema);
  if (!read) return null;
  const button = read[LOOKUP_BUTTON];
  const detail = (postcode: string, suggestions: { id: string; label: string }[], used: string | null) =>
    ({ lookup: { nonce: randomUUID(), postcode, suggestions, used } }) satisfies LookupDetail;
  const answer = (
    data: FormData,
    o: { fieldErrors?: Record<string, string[]>; status?: number; detail: LookupDetail },
  ) => ({
    status: o.status ?? 400,
    body: {
      intent,
      result: parseForm(data, z.object({})).reply({
        fieldErrors: o.fieldErrors,
        hideFields: SECRET_FIELDS,
      }),
      detail: o.detail,
    },
  });

  const postcode = lookupPostcodeSchema.safeParse(read[LOOKUP_POSTCODE] ?? "");
  if (!postcode.success)
    return answer(form, {
      fieldErrors: { [LOOKUP_POSTCODE]: [postcode.error.issues[0].message] },
      detail: detail("", [], null),
    });
  const country = countryOf(form, prefix);
  // product.md §8: a failed autocomplete is an empty list; the shopper then types the address.
  const suggestions = await locationGateway({ signal }).autocomplete(postcode.data, country);
  const listed = suggestions.map((s) => ({ id: s.id, label: s.label }));
  const shown = suggestions[0]?.postcode ?? postcode.data;
  if (suggestions.length === 0)
    return answer(form, {
      fieldErrors: {
        [LOOKUP_POSTCODE]: [
          `We could not find an address for ${postcode.data}. Check the postcode, or enter the address yourself`,
        ],
      },
      detail: detail(postcode.data, [], null),
    });
  if (button === "find") return answer(form, { status: 200, detail: detail(shown, listed, null) });

  const chosen = suggestions.find((s) => s.id === read[LOOKUP_CHOICE]);
  if (!chosen)
    return answer(form, {
      fieldErrors: { [LOOKUP_CHOICE]: ["Choose your address from the list"] },
      detail: detail(shown, listed, null),
    });
  const filled = new FormData();
  for (const [name, value] of form) if (name !== LOOKUP_BUTTON && name !== LOOKUP_CHOICE) filled.append(name, value);
  const set = (field: string, value: string) => filled.set(`${prefix}.${field}`, value);
  const lines = linesOf(chosen.street, chosen.countryCode);
  set("line1", lines.line1);
  set("line2", lines.line2);
  set("city", chosen.city);
  set("postcode", chosen.postcode);
  set("countryCode", chosen.countryCode);
  return answer(filled, { status: 200, detail: detail(shown, [], chosen.label) });
}

/**
 * The visitor's country by IP, for the default of a new address's country; null when the
 * address is unknown or the lookup fails (product.md §8: the form then falls back quietly).
 */
export async function visitorCountry(request: Request): Promise<string | null> {
  const ip = clientIp(request);
  return ip ? locationGateway({ signal: request.signal }).countryByIp(ip) : null;
}
