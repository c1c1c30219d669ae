import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { pathForHash } from "./hash-routes";

/**
 * /account#/orders and the other hash routes of the old single-page account area
 * (product.md §2) go to the real pages. Only on /account itself, where those links pointed.
 */
export function useOldHashLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = () => {
      if (window.location.pathname.replace(/\/$/, "") !== "/account") return;
      const to = pathForHash(window.location.hash);
      if (to) navigate(to, { replace: true });
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [navigate]);
}
