// The names of the two cookies the host sets (decision 0038); on https with the __Host- prefix,
// which keeps a cookie to this site alone. Named here so /cookies lists them as they are.
import { config } from "../config";

export const sessionCookieName = () => (config().session.secure ? "__Host-ashless" : "ashless");
export const flashCookieName = () => (config().session.secure ? "__Host-ashless-flash" : "ashless-flash");
