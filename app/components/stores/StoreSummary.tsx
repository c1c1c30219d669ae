import { Link } from "@remix-run/react";
import type { Store } from "~/lib/models/location";
import { directionsHref, milesLabel, oneLineAddress, openingRows, serviceLabel, storeHref } from "~/lib/store-finder";

export function StoreAddress({ store }: { store: Store }) {
  const a = store.address;
  return (
    <address className="store__address">
      {a.street}
      <br />
      {a.city}
      <br />
      {a.postcode}
    </address>
  );
}

export function OpeningHoursTable({ store, caption }: { store: Store; caption?: string }) {
  return (
    <table className="store__hours">
      {caption ? <caption>{caption}</caption> : null}
      <tbody>
        {openingRows(store.openingHours).map((r) => (
          <tr key={r.day}>
            <th scope="row">{r.day}</th>
            <td>{r.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DirectionsLink({ store }: { store: Store }) {
  return (
    <a className="link link--arrow" href={directionsHref(store)} rel="noopener noreferrer">
      Directions
      <span className="visually-hidden">
        {" "}
        to {store.name}, {oneLineAddress(store)}
      </span>{" "}
      (Google Maps)
    </a>
  );
}

export function ServiceList({ store }: { store: Store }) {
  if (store.services.length === 0) return null;
  return (
    <ul className="store__services">
      {store.services.map((s) => (
        <li key={s}>{serviceLabel(s)}</li>
      ))}
    </ul>
  );
}

/** One store in the finder's results: everything needed to choose and get there. */
export function StoreSummary({ store, headingLevel }: { store: Store; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const id = `store-${store.id}`;
  return (
    <article className="store" aria-labelledby={id}>
      <Heading id={id} className="store__name">
        <Link to={storeHref(store)}>{store.name}</Link>
      </Heading>
      {store.distanceKm !== undefined ? <p className="store__distance">{milesLabel(store.distanceKm)} away</p> : null}
      <StoreAddress store={store} />
      <ServiceList store={store} />
      <details className="store__hours-details">
        <summary>
          Opening hours<span className="visually-hidden"> of {store.name}</span>
        </summary>
        <OpeningHoursTable store={store} />
      </details>
      <p className="store__actions">
        <DirectionsLink store={store} />
      </p>
    </article>
  );
}
