/**
 * The sandbox's gazetteer: where towns and UK postcode districts are, and the addresses of a
 * few full postcodes (for the address autocomplete). Coordinates are the places' real centres,
 * rounded; enough to put stores in the right order by distance.
 */

export interface Place {
  name: string;
  country: string;
  lat: number;
  lng: number;
}

export const TOWNS: Place[] = [
  { name: "London", country: "GB", lat: 51.5072, lng: -0.1276 },
  { name: "Manchester", country: "GB", lat: 53.4808, lng: -2.2426 },
  { name: "Edinburgh", country: "GB", lat: 55.9533, lng: -3.1883 },
  { name: "Birmingham", country: "GB", lat: 52.4862, lng: -1.8904 },
  { name: "Leeds", country: "GB", lat: 53.8008, lng: -1.5491 },
  { name: "Glasgow", country: "GB", lat: 55.8642, lng: -4.2518 },
  { name: "Bristol", country: "GB", lat: 51.4545, lng: -2.5879 },
  { name: "Cardiff", country: "GB", lat: 51.4816, lng: -3.1791 },
  { name: "Liverpool", country: "GB", lat: 53.4084, lng: -2.9916 },
  { name: "Newcastle upon Tyne", country: "GB", lat: 54.9783, lng: -1.6178 },
  { name: "Sheffield", country: "GB", lat: 53.3811, lng: -1.4701 },
  { name: "Nottingham", country: "GB", lat: 52.9548, lng: -1.1581 },
  { name: "Oxford", country: "GB", lat: 51.752, lng: -1.2577 },
  { name: "Cambridge", country: "GB", lat: 52.2053, lng: 0.1218 },
  { name: "Brighton", country: "GB", lat: 50.8225, lng: -0.1372 },
  { name: "York", country: "GB", lat: 53.96, lng: -1.0873 },
  { name: "Aberdeen", country: "GB", lat: 57.1497, lng: -2.0943 },
  { name: "Inverness", country: "GB", lat: 57.4778, lng: -4.2247 },
  { name: "Belfast", country: "GB", lat: 54.5973, lng: -5.9301 },
  { name: "Exeter", country: "GB", lat: 50.7184, lng: -3.5339 },
  { name: "Norwich", country: "GB", lat: 52.6309, lng: 1.2974 },
  { name: "Southampton", country: "GB", lat: 50.9097, lng: -1.4044 },
  { name: "Dublin", country: "IE", lat: 53.3498, lng: -6.2603 },
  { name: "Cork", country: "IE", lat: 51.8985, lng: -8.4756 },
  { name: "Paris", country: "FR", lat: 48.8566, lng: 2.3522 },
];

/** UK postcode districts (the outward code): a full postcode is placed at its district's centre. */
export const DISTRICTS: Record<string, Place> = {
  SW1A: { name: "Westminster, London", country: "GB", lat: 51.501, lng: -0.1416 },
  WC2E: { name: "Covent Garden, London", country: "GB", lat: 51.5117, lng: -0.124 },
  E1: { name: "Whitechapel, London", country: "GB", lat: 51.5166, lng: -0.06 },
  EC1A: { name: "City of London", country: "GB", lat: 51.5185, lng: -0.0991 },
  N1: { name: "Islington, London", country: "GB", lat: 51.5386, lng: -0.0998 },
  M1: { name: "Manchester city centre", country: "GB", lat: 53.477, lng: -2.234 },
  M4: { name: "Ancoats, Manchester", country: "GB", lat: 53.484, lng: -2.233 },
  EH1: { name: "Old Town, Edinburgh", country: "GB", lat: 55.95, lng: -3.189 },
  EH2: { name: "New Town, Edinburgh", country: "GB", lat: 55.953, lng: -3.196 },
  B1: { name: "Birmingham city centre", country: "GB", lat: 52.479, lng: -1.908 },
  B5: { name: "Digbeth, Birmingham", country: "GB", lat: 52.472, lng: -1.891 },
  LS1: { name: "Leeds city centre", country: "GB", lat: 53.797, lng: -1.548 },
  G1: { name: "Glasgow city centre", country: "GB", lat: 55.861, lng: -4.25 },
  BS1: { name: "Bristol city centre", country: "GB", lat: 51.454, lng: -2.593 },
  CF10: { name: "Cardiff city centre", country: "GB", lat: 51.478, lng: -3.177 },
  L1: { name: "Liverpool city centre", country: "GB", lat: 53.403, lng: -2.98 },
  OX1: { name: "Oxford city centre", country: "GB", lat: 51.75, lng: -1.26 },
  YO1: { name: "York city centre", country: "GB", lat: 53.959, lng: -1.08 },
  AB10: { name: "Aberdeen city centre", country: "GB", lat: 57.143, lng: -2.1 },
};

/** Full postcodes the address autocomplete knows: a street and its house numbers. */
export const POSTCODE_ADDRESSES: Record<string, { street: string; numbers: string[]; city: string }> = {
  "SW1A 1AA": { street: "Buckingham Gate", numbers: ["1", "2", "3"], city: "London" },
  "EC1A 1BB": { street: "Long Lane", numbers: ["1", "2", "3", "4", "5", "6", "7", "8"], city: "London" },
  "WC2E 9LH": { street: "Long Acre", numbers: ["10", "12", "14", "16"], city: "London" },
  "M4 3AH": { street: "High Street", numbers: ["41", "43", "45", "47", "49", "51"], city: "Manchester" },
  "EH2 2ER": { street: "Princes Street", numbers: ["80", "82", "84", "86", "88", "90", "92"], city: "Edinburgh" },
  "B5 4BU": { street: "Moor Street", numbers: ["1", "2", "3", "4", "5"], city: "Birmingham" },
  "LS1 6HD": { street: "Briggate", numbers: ["101", "103", "105"], city: "Leeds" },
};

/** "ec1a1bb", "EC1A 1BB" → "EC1A 1BB"; null when it is not shaped like a UK postcode. */
export function normalisePostcode(raw: string): string | null {
  const compact = raw.replace(/\s+/g, "").toUpperCase();
  const m = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/.exec(compact);
  return m ? `${m[1]} ${m[2]}` : null;
}

const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;

export interface Geocoded extends Place {
  /** what the query was taken to mean, e.g. "M4 3AH" or "Leeds" */
  label: string;
}

/**
 * A postcode (full or district) or a town name, optionally limited to some countries.
 * Towns match whole names first, then by prefix ("newcastle"); null when nothing matches.
 */
export function geocode(query: string, countries: string[] = []): Geocoded | null {
  const q = query.trim().replace(/\s+/g, " ");
  if (!q) return null;
  const allowed = (p: Place) => countries.length === 0 || countries.includes(p.country);
  const full = normalisePostcode(q);
  const outward = full ? full.split(" ")[0] : q.toUpperCase();
  if (full || OUTWARD.test(outward)) {
    const district = DISTRICTS[outward];
    if (district && allowed(district)) return { ...district, label: full ?? outward };
    return null;
  }
  const lower = q.toLowerCase();
  const town =
    TOWNS.find((t) => allowed(t) && t.name.toLowerCase() === lower) ??
    TOWNS.find((t) => allowed(t) && t.name.toLowerCase().startsWith(lower));
  return town ? { ...town, label: town.name } : null;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
