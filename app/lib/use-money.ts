import { useRouteLoaderData } from "@remix-run/react";
import { formatMoney, type MoneyFormats, type MoneyLike } from "./format";

/** Writes amounts as the root loader says: commerce's display currency, in the LOCALE setting's way. */
export function useMoney(): (money: MoneyLike) => string {
  const formats = (useRouteLoaderData("root") as { money?: MoneyFormats } | undefined)?.money;
  return (money) => formatMoney(money, formats);
}
