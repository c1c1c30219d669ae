// The phone number waiting for its code (account/phone-verification.ts) is kept in a cookie of
// its own: sealed, so the browser (and anyone who reads its cookies) sees no number (issue 36, 10).
import { describe, expect, it } from "vitest";
import {
  clearPendingPhone,
  readPendingPhone,
  savePendingPhone,
} from "~/routes/account.update-phone/phone-verification.server";

const PENDING = { userUuid: "user-1", verificationId: "verification-1", telephone: "+447700900123" };
const asSent = (setCookie: string) =>
  new Request("http://shop.test/account/update-phone", { headers: { Cookie: setCookie.split(";")[0] } });

describe("pending phone cookie", () => {
  it("holds the number and the verification only as ciphertext", async () => {
    const cookie = await savePendingPhone(PENDING);
    const value = decodeURIComponent(cookie.split(";")[0].split("=").slice(1).join("="));
    for (const text of [
      value,
      Buffer.from(value, "base64").toString("latin1"),
      Buffer.from(value, "base64url").toString("latin1"),
    ]) {
      expect(text).not.toContain("7700900123");
      expect(text).not.toContain("verification-1");
    }
    expect(cookie).toMatch(/HttpOnly/);
    expect(await readPendingPhone(asSent(cookie), "user-1")).toEqual(PENDING);
  });

  it("is nobody else's, and a changed one reads as none", async () => {
    const cookie = await savePendingPhone(PENDING);
    expect(await readPendingPhone(asSent(cookie), "user-2")).toBeNull();
    const [pair] = cookie.split(";");
    expect(await readPendingPhone(asSent(`${pair.slice(0, -4)}AAAA`), "user-1")).toBeNull();
    expect(await readPendingPhone(asSent(await clearPendingPhone()), "user-1")).toBeNull();
  });
});
