vcl 4.1;

# The replicas behind the cache; change the addresses to yours. Each is taken out of the
# rotation while its readiness probe fails (during a deploy's drain, /readyz answers 503).
import directors;

probe ready {
    .url = "/readyz";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
}

backend replica_a {
    .host = "10.0.0.11";
    .port = "3000";
    .probe = ready;
}

backend replica_b {
    .host = "10.0.0.12";
    .port = "3000";
    .probe = ready;
}

sub vcl_init {
    new shop = directors.round_robin();
    shop.add_backend(replica_a);
    shop.add_backend(replica_b);
}

include "ashless.vcl";
