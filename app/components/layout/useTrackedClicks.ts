import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { readTrackedClick } from "~/lib/track-link";

/**
 * With JavaScript, a tracking link (/go?event=…, decision 0016) sends its click by
 * navigator.sendBeacon to POST /go and goes straight to its page, without the redirect's round
 * trip. Anything unusual (a modified or middle click, no sendBeacon, a beacon the browser will
 * not queue) leaves the link alone, and /go records the click as it does without JavaScript.
 */
export function useTrackedClicks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[href^='/go?']") : null;
      if (!link || (link.target && link.target !== "_self") || typeof navigator.sendBeacon !== "function") return;
      const url = new URL(link.href, window.location.href);
      const click = url.origin === window.location.origin ? readTrackedClick(url.searchParams) : null;
      if (!click || !navigator.sendBeacon("/go", url.searchParams)) return;
      e.preventDefault();
      navigate(click.to);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
