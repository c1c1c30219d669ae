import { afterEach, describe, expect, it, vi } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import type { OrderAttribute } from "~/lib/models/checkout";
import {
  activeAttributes,
  attributesForStep,
  groupAttributes,
  orderAttributesPayload,
  stepsMissingAttributes,
} from "~/.server/checkout/attributes";
import { attributeError, contactSchema, GUEST_EMAIL_MISSING_MESSAGE } from "~/lib/schemas/checkout";
import { captureLogs } from "../support/logs";

function attr(over: Partial<OrderAttribute>): OrderAttribute {
  return {
    code: "vat_id",
    label: "VAT number",
    inputType: "text",
    dataType: "varchar",
    isRequired: false,
    minLength: null,
    maxLength: null,
    validateRegex: null,
    value: null,
    description: null,
    placeholder: null,
    placement: "contactDetails_after",
    sortOrder: 0,
    ...over,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("order attribute validation", () => {
  it("honours the required flag", () => {
    expect(attributeError(attr({ isRequired: true }), "")).toBe("Enter VAT number.");
    expect(attributeError(attr({ isRequired: true }), "  ")).toBe("Enter VAT number.");
    expect(attributeError(attr({ isRequired: false }), "")).toBeNull();
  });
  it("checks min and max length", () => {
    expect(attributeError(attr({ minLength: 4 }), "abc")).toBe("VAT number must be at least 4 characters.");
    expect(attributeError(attr({ maxLength: 3 }), "abcd")).toBe("VAT number must be 3 characters or fewer.");
    expect(attributeError(attr({ minLength: 2, maxLength: 4 }), "abc")).toBeNull();
  });
  it("checks the regex", () => {
    const a = attr({ validateRegex: "^GB\\d{9}$" });
    expect(attributeError(a, "GB123")).toBe("VAT number is not in the right format.");
    expect(attributeError(a, "GB123456789")).toBeNull();
  });
  it("does not check format of an empty optional value", () => {
    expect(attributeError(attr({ minLength: 4, validateRegex: "^x$" }), "")).toBeNull();
  });
  it("treats a required boolean as a box to tick, and a select as a choice from its options", () => {
    expect(attributeError(attr({ inputType: "boolean", isRequired: true, label: "I am over 18" }), undefined)).toMatch(
      /Tick the box/,
    );
    expect(attributeError(attr({ inputType: "boolean", isRequired: true }), "1")).toBeNull();
    const select = attr({
      inputType: "select",
      isRequired: true,
      label: "a delivery slot",
      options: [{ value: "am", label: "Morning" }],
    });
    expect(attributeError(select, "")).toBe("Choose a delivery slot.");
    expect(attributeError(select, "pm")).toMatch(/from the list/);
  });
  it("runs inside the step schema beside the e-mail check", () => {
    const schema = contactSchema({ emailEditable: true, attributes: [attr({ isRequired: true })] });
    const s = parseWithZod(new FormData(), { schema });
    expect(s.reply().error).toEqual({ email: [GUEST_EMAIL_MISSING_MESSAGE], attr_vat_id: ["Enter VAT number."] });
  });
});

describe("order attribute placements", () => {
  const all = [
    attr({ code: "b", placement: "shippingAddress_after", sortOrder: 20 }),
    attr({ code: "a", placement: "shippingAddress_before", sortOrder: 10 }),
    attr({ code: "x", placement: "sidebar_top", sortOrder: 1 }),
    attr({ code: "c", placement: "billingaddress_before", sortOrder: 5 }),
    attr({ code: "d", placement: "buttonPlaceOrder_before", sortOrder: 0 }),
    attr({ code: "e", placement: "contactDetails_before", sortOrder: 5, isRequired: true }),
    attr({ code: "f", placement: "buttonDelivery_before", sortOrder: 30 }),
  ];

  it("drops unknown placements with a warning and sorts by sort_order", () => {
    const logs = captureLogs();
    try {
      const active = activeAttributes(all);
      expect(active.map((a) => a.code)).toEqual(["d", "c", "e", "a", "b", "f"]);
      expect(logs.lines).toHaveLength(1);
      expect(logs.lines[0]).toMatchObject({ level: "warn", msg: expect.stringMatching(/"x".*sidebar_top/) });
      activeAttributes(all);
      expect(logs.lines, "reported once per process, not per request").toHaveLength(1);
    } finally {
      logs.restore();
    }
  });

  it("keeps the server's order for equal sort orders", () => {
    const active = activeAttributes([attr({ code: "one", sortOrder: 1 }), attr({ code: "two", sortOrder: 1 })]);
    expect(active.map((a) => a.code)).toEqual(["one", "two"]);
  });

  it("groups attributes around the shipping and billing addresses", () => {
    const groups = groupAttributes(activeAttributes(all));
    expect(groups.shipping.map((a) => a.code)).toEqual(["a", "b"]);
    expect(groups.billing.map((a) => a.code)).toEqual(["c"]);
    expect(groups.other.map((a) => a.code)).toEqual(["d", "e", "f"]);
  });

  it("assigns each placement to the step whose form shows it", () => {
    const active = activeAttributes(all);
    expect(attributesForStep(active, "contact").map((a) => a.code)).toEqual(["e"]);
    expect(attributesForStep(active, "shipping").map((a) => a.code)).toEqual(["c", "a", "b", "f"]);
    expect(attributesForStep(active, "payment").map((a) => a.code)).toEqual(["d"]);
  });

  it("knows which steps still miss a required value, and sends only known, filled ones", () => {
    const active = activeAttributes(all);
    expect(stepsMissingAttributes(active, {})).toEqual(["contact"]);
    expect(stepsMissingAttributes(active, { e: "yes" })).toEqual([]);
    expect(orderAttributesPayload(active, { e: "yes", a: "", zz: "ignored" })).toEqual([{ code: "e", value: "yes" }]);
  });
});
