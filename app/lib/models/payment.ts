/** product.md §3 Payment method and Payment, as the storefront uses them. */
export interface PaymentMethodInfo {
  code: string;
  title: string;
  description: string;
  icon: string | null;
  kind: "card" | "account";
  /** a card paid with it can be saved for next time */
  tokenizable: boolean;
}

/** product.md §9 payment mode and strong-authentication mode of the store. */
export interface HostedPaymentConfig {
  code: string;
  mode: "TEST" | "LIVE";
  scaMode: "OFF" | "SCA_WHEN_REQUIRED" | "SCA_ALWAYS";
}

export type PaymentStatus = "pending" | "completed" | "failed" | "cancelled";

export interface Payment {
  uuid: string;
  status: PaymentStatus;
  orderNumber: string;
  amount: { value: number; currency: string };
  title: string;
  /** why the provider did not take it, in words for the shopper */
  failure: { code: string; message: string } | null;
  card: { brand: string; last4: string } | null;
}

/** generate-token refused: the order is paid already, unknown, or not the shopper's. */
export interface PaymentRefusal {
  code: string;
  message: string;
}
