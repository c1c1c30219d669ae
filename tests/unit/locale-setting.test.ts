// The LOCALE setting (README, configuration): a language tag Intl knows, written as BCP 47 writes
// it, since it is the page's <html lang> as well as how prices and dates are written.
import { afterEach, describe, expect, it } from "vitest";
import { config, resetConfigForTests } from "~/.server/config";

const withLocale = (value: string) => {
  process.env.LOCALE = value;
  resetConfigForTests();
  return () => config().locale;
};

afterEach(() => {
  delete process.env.LOCALE;
  resetConfigForTests();
});

describe("LOCALE", () => {
  it("is en-GB unless set", () => {
    delete process.env.LOCALE;
    resetConfigForTests();
    expect(config().locale).toBe("en-GB");
  });

  it("is kept in its canonical form", () => {
    expect(withLocale("de-de")()).toBe("de-DE");
    expect(withLocale("fr-FR")()).toBe("fr-FR");
  });

  it("refuses what is not a language tag, naming the setting", () => {
    expect(withLocale("en_GB")).toThrow(/LOCALE: /);
    expect(withLocale("")).toThrow(/LOCALE: /);
  });
});
