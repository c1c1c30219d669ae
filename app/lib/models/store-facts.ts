import type { Money } from "./commerce";

/**
 * What the shop says about itself: the seller and its service promises. One source, the
 * commerce store configuration (StoreConfig.store_information and the brand's fields beside
 * it): the footer, the legal pages, the FAQ and help pages, the checkout, the device page and
 * the invoice all show these, never a copy typed elsewhere (issue 40).
 */
export interface Company {
  /** the name the shop trades under */
  tradingName: string;
  legalName: string;
  /** the registered address, a line each */
  address: string[];
  companyNumber: string | null;
  /** e.g. "England and Wales" */
  registeredIn: string | null;
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
  /** customer service's opening hours */
  hours: string | null;
}

export interface DeliveryMethodFact {
  /** `<carrier>_<method>`, as the checkout's method values */
  key: string;
  title: string;
  carrier: string | null;
  /** "2–3 working days": the checkout's hint for the method says the same */
  deliveryTime: string | null;
  price: Money;
  isPickup: boolean;
  /** false: not for orders holding a subscription */
  forSubscriptions: boolean;
  /** offered only from this subtotal (free delivery's threshold) */
  minimumSubtotal: Money | null;
}

export interface StoreFacts {
  company: Company;
  delivery: {
    methods: DeliveryMethodFact[];
    /** delivery is free from this subtotal (VAT included, after discounts); null: no free delivery */
    freeFrom: Money | null;
  };
  /** customer service answers within this many working days */
  contactReplyWorkingDays: number | null;
  /** unopened products may be returned within this many days of delivery */
  returnsDays: number | null;
  deviceWarrantyMonths: number | null;
}
