/** Stores, places and addresses (product.md §7 store search, map country, address autocomplete, IP location). */

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningHours {
  day: Weekday;
  /** "09:00"; both null on a day the store is closed */
  opens: string | null;
  closes: string | null;
}

export interface Store {
  id: string;
  externalId: string | null;
  name: string;
  address: { street: string; city: string; postcode: string; countryCode: string };
  latitude: number;
  longitude: number;
  phone: string;
  openingHours: OpeningHours[];
  /** service codes, e.g. collection, trade_in, device_repairs, try_before_you_buy */
  services: string[];
  /** only in a search by distance */
  distanceKm?: number;
}

export interface Place {
  /** what the query was taken to mean ("M4 3AH", "Leeds") */
  label: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface MapCountry {
  countryCode: string;
  /** the countries the store finder searches in */
  countries: string[];
  latitude: number;
  longitude: number;
  zoom: number;
}

export interface AddressSuggestion {
  id: string;
  /** three lines, as the checkout address's street */
  street: string[];
  city: string;
  postcode: string;
  countryCode: string;
  label: string;
}

export interface LocationGateway {
  /** null when nothing matches */
  geocode(query: string, countries: string[]): Promise<Place | null>;
  /** product.md §7/§9: by distance, nearest first, at most 1000 */
  searchStores(point: { latitude: number; longitude: number }): Promise<Store[]>;
  store(id: string): Promise<Store | null>;
  storeByExternalId(externalId: string): Promise<Store | null>;
  /** the map-country configuration; store-wide, cached */
  mapCountry(): Promise<MapCountry>;
  /** product.md §8/§9: at most 5; an empty list on any failure */
  autocomplete(postcode: string, countryCode: string): Promise<AddressSuggestion[]>;
  /** the visitor's country by IP; null on any failure */
  countryByIp(ip: string): Promise<string | null>;
}
