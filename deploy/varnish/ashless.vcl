# Varnish in front of the storefront's replicas: the rules. Include this file from a VCL that
# declares the replicas and a director named `shop` (see default.vcl beside it).
#
# The storefront says what may be shared (server/shared-cache.ts, decision 0042): a public page
# (home, listings, product and content pages, for a visitor without cookies) comes with
# `Cache-Control: public, max-age=0, s-maxage=60, stale-while-revalidate=300` and a CSP made of its
# own script hashes, so the same bytes are right for everyone. Everything else is `private,
# no-store` or sets a cookie, and Varnish's built-in rules (run after these subroutines) never
# keep it: a request with a Cookie or Authorization header, or any method but GET and HEAD, goes
# to a replica; an answer with Set-Cookie or `no-store`/`private` is not kept.

sub vcl_recv {
    set req.backend_hint = shop.backend();
    # Health belongs to each replica, never to the cache.
    if (req.url ~ "^/(readyz|healthz)") {
        return (pass);
    }
    # The shop keeps its own state in cookies it sets itself; analytics cookies set by scripts
    # on our origin would otherwise make every page uncacheable for those visitors. The shop
    # sets none of them, so any Cookie header is the shop's, and the built-in rule passes it.
}

sub vcl_backend_response {
    # Keep only what the storefront marks public (s-maxage): whatever has no such mark is
    # somebody's, even without Set-Cookie.
    if (beresp.http.Cache-Control !~ "(^|,)\s*public\b" || beresp.http.Cache-Control !~ "s-maxage") {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # s-maxage sets the time to live, and stale-while-revalidate the grace during which an old
    # copy is served while a new one is fetched; a replica that is down extends it by a day.
    set beresp.keep = 1d;
}

sub vcl_deliver {
    # For operators and the test: whether this answer came from the cache.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
