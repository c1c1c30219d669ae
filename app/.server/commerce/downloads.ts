import type { StoreView } from "~/lib/models/commerce";
import type { InvoiceDocument } from "~/lib/models/customer";
import { cached, FIVE_MINUTES } from "../state/cache";
import { commerceRequest } from "./client";
import { customerFile, customerRequest } from "./customer";
import { GetCustomerDownloadsDocument, GetProductTypesDocument } from "./generated/operations";
import { present } from "./mappers/catalog";

/** Whether any of an order's skus is a downloadable product: its files are then delivered in an account. */
export async function orderHasDownloads(store: StoreView, skus: string[]): Promise<boolean> {
  const unique = [...new Set(skus)].sort();
  if (unique.length === 0) return false;
  const downloadable = await cached(
    `commerce:${store}:downloadable-skus:${unique.join(",")}`,
    FIVE_MINUTES,
    async () => {
      const data = await commerceRequest(GetProductTypesDocument, { skus: unique, pageSize: unique.length }, { store });
      return present(data.products?.items)
        .filter((p) => p.__typename === "DownloadableProduct")
        .map((p) => p.sku ?? "");
    },
  );
  return downloadable.length > 0;
}

/**
 * The downloadable products a customer bought (Adobe's `customerDownloadableProducts`): one entry
 * per file of each purchase. Commerce names no file, so each is known by its order and its place
 * in it (`key`, "000000123-1"), and its file is fetched on the server with the customer's token
 * (the URL answers a browser 401, like an invoice's).
 */
export interface Download {
  key: string;
  orderNumber: string;
  date: string;
  /** commerce enables the files once the order is invoiced ("Invoiced"), not while "Pending" */
  available: boolean;
  remaining: string;
  url: string;
}

export async function getDownloads(store: StoreView, token: string): Promise<Download[]> {
  const data = await customerRequest(GetCustomerDownloadsDocument, {}, { store, token });
  const seen = new Map<string, number>();
  return present(data.customerDownloadableProducts?.items).flatMap((item) => {
    if (!item.order_increment_id || !item.download_url) return [];
    const n = (seen.get(item.order_increment_id) ?? 0) + 1;
    seen.set(item.order_increment_id, n);
    return [
      {
        key: `${item.order_increment_id}-${n}`,
        orderNumber: item.order_increment_id,
        date: item.date ?? "",
        available: item.status === "Invoiced",
        remaining: item.remaining_downloads ?? "",
        url: item.download_url,
      },
    ];
  });
}

/** The file of the customer's download `key`; null when it is not theirs, not ready or refused. */
export async function getDownloadFile(store: StoreView, token: string, key: string): Promise<InvoiceDocument | null> {
  const download = (await getDownloads(store, token)).find((d) => d.key === key);
  if (!download?.available) return null;
  return customerFile(download.url, token, `download ${key}`, `download-${key}.pdf`);
}
