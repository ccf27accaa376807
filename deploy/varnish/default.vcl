vcl 4.1;

# The magazine's edge cache: Varnish 7 with varnish-modules' xkey, in front of the product (or of
# the load balancer in front of its replicas). deploy/varnish/README.md says what it does and how
# it is run; test/deploy/varnish.test.ts runs it for real.
#
# Template: the launcher replaces these placeholders before varnishd reads the file (a file with
# a placeholder left in is not valid VCL, so a forgotten one stops the start):
#   {{BACKEND_HOST}}  host name or address of the product (or of its load balancer)
#   {{BACKEND_PORT}}  its port
# scripts/start.mjs (EDGE_PORT), docker-compose.yml (service `edge`) and the tests substitute them
# with sed or String.replaceAll; nothing else in the file changes per deployment.

import std;
import var;
import xkey;

backend magazine {
  .host = "{{BACKEND_HOST}}";
  .port = "{{BACKEND_PORT}}";
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
  .between_bytes_timeout = 10s;
  # The product's liveness. While it fails, a stale copy within stale-if-error is served at once
  # (vcl_hit) instead of asking a product that is down.
  .probe = {
    .url = "/healthz";
    .timeout = 2s;
    .interval = 5s;
    .window = 5;
    .threshold = 3;
    .initial = 3;
  }
}

# Who may PURGE: this machine and the private ranges (the replicas of the product in compose or
# Kubernetes). Narrow it to the addresses the product's pods or hosts really have, e.g. only
# "10.42.0.0"/16 for a cluster's pod network. A PURGE that came through a proxy (an
# X-Forwarded-For with more than this hop) is refused too: a load balancer in front of Varnish
# has a private address, and must not lend it to readers.
acl purgers {
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
  "fc00::"/7;
}

sub vcl_recv {
  if (req.restarts == 0) {
    # Internal markers are ours alone (a reader must not send them).
    unset req.http.X-Edge-Cache;
    unset req.http.X-Edge-Refetch;
    unset req.http.X-Edge-Stale-If-Error;
    unset req.http.X-Edge-Encoding;
    unset req.http.X-Edge-Debug-Allowed;
    if (client.ip ~ purgers && req.http.X-Edge-Debug) {
      set req.http.X-Edge-Debug-Allowed = "1";
    }
    unset req.http.X-Edge-Debug;
  }
  set req.backend_hint = magazine;

  if (req.method == "PURGE") {
    # Varnish has appended client.ip to X-Forwarded-For already: a comma means an earlier hop.
    if (client.ip !~ purgers || req.http.X-Forwarded-For ~ ",") {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge || req.http.xkey-purge !~ "[^\s,]") {
      return (synth(400, "xkey-purge header with surrogate keys required"));
    }
    set req.http.xkey-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged"));
  }

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A signed-in reader (any of the product's session cookies) gets a personal variant: never
  # from the shared cache, never stored. Other cookies (consent, analytics) do not matter to the
  # pages (the product's own cache ignores them too), so they neither pass nor enter the hash.
  if (req.http.Cookie ~ "(^|;)\s*(mag_id|mag_access|mag_refresh)=") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }

  # `?purge=cache` (the product's own purge, for an admin or with the webhook secret) always
  # reaches the product and is never stored.
  if (req.url ~ "[?&]purge=") {
    return (pass);
  }
  # An editor's preview link or a cache clear (the product answers them `private, no-store`):
  # straight to the product, never coalesced with readers' requests nor stored.
  if (req.url ~ "[?&](preview|preview_id|cacheClear)=") {
    return (pass);
  }

  if (req.http.Host) {
    set req.http.Host = std.tolower(req.http.Host);
  }
  # Campaign parameters do not change a page (the product drops every parameter it does not
  # know): one object for all of them, and the rest of the query in one order.
  if (req.url ~ "(?i)[?&](utm_[a-z]+|gclid|fbclid|msclkid)=") {
    set req.url = regsuball(req.url, "(?i)([?&])(utm_[a-z]+|gclid|fbclid|msclkid)=[^&]*", "\1");
    set req.url = regsuball(req.url, "&&+", "&");
    set req.url = regsub(req.url, "\?&", "?");
    set req.url = regsub(req.url, "[?&]$", "");
  }
  set req.url = std.querysort(req.url);
  # The product compresses (br, gzip) and sends Vary: accept-encoding: three variants at most.
  # Kept in a header of our own, as Varnish rewrites Accept-Encoding after vcl_recv (vcl_hash
  # puts it back).
  if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(;\s*q=(1|0?\.0*[1-9])|,|$)") {
    set req.http.X-Edge-Encoding = "br";
  } else if (req.http.Accept-Encoding ~ "(^|,)\s*(x-)?gzip\s*(;\s*q=(1|0?\.0*[1-9])|,|$)") {
    set req.http.X-Edge-Encoding = "gzip";
  } else {
    set req.http.X-Edge-Encoding = "identity";
  }

  if (req.http.X-Edge-Refetch && !req.http.X-Edge-Stale-If-Error) {
    # vcl_hit found a copy past stale-while-revalidate and restarted: ask the product now
    # (concurrent readers wait for the same fetch).
    set req.grace = 0s;
  } else if (req.http.X-Edge-Stale-If-Error) {
    # That fetch failed (vcl_synth restarted): the whole grace again. A restart keeps req.grace
    # and it cannot be unset; a limit above every object's grace is none.
    set req.grace = 3650d;
  }
  return (hash);
}

sub vcl_hash {
  # Put the normalised encoding back (Varnish's own gzip handling rewrote the header after
  # vcl_recv); Vary: accept-encoding then matches one of br, gzip, identity.
  if (req.http.X-Edge-Encoding == "identity") {
    unset req.http.Accept-Encoding;
  } else {
    set req.http.Accept-Encoding = req.http.X-Edge-Encoding;
  }
  # Each encoding is an object of its own: with http_gzip_support on (the default) Varnish
  # leaves Accept-Encoding out of Vary matching, as it would unpack gzip itself.
  hash_data(req.http.X-Edge-Encoding);
  # The site is chosen by Host, and http and https answers may differ (HSTS).
  hash_data(req.url);
  hash_data(req.http.Host);
  if (req.http.X-Forwarded-Proto) {
    hash_data(req.http.X-Forwarded-Proto);
  }
  return (lookup);
}

sub vcl_hit {
  if (obj.ttl >= 0s) {
    set req.http.X-Edge-Cache = "HIT";
    return (deliver);
  }
  # Stale from here on. Delivering a stale copy also starts one background fetch.
  if (req.http.X-Edge-Stale-If-Error) {
    # The product failed the refetch below: the stale copy (grace = stale-if-error) it is.
    set req.http.X-Edge-Cache = "STALE-IF-ERROR";
    return (deliver);
  }
  if (obj.ttl + std.duration(obj.http.X-Edge-SWR + "s", 0s) > 0s) {
    set req.http.X-Edge-Cache = "STALE";
    return (deliver);
  }
  if (!std.healthy(req.backend_hint)) {
    set req.http.X-Edge-Cache = "STALE-IF-ERROR";
    return (deliver);
  }
  # Past stale-while-revalidate with a healthy product: the reader waits for a fresh copy.
  set req.http.X-Edge-Refetch = "1";
  return (restart);
}

sub vcl_miss {
  set req.http.X-Edge-Cache = "MISS";
}

sub vcl_pass {
  set req.http.X-Edge-Cache = "PASS";
}

sub vcl_backend_fetch {
  # Varnish asked for gzip on our behalf; the product gets the reader's normalised choice.
  if (bereq.http.X-Edge-Encoding == "identity") {
    unset bereq.http.Accept-Encoding;
  } else if (bereq.http.X-Edge-Encoding) {
    set bereq.http.Accept-Encoding = bereq.http.X-Edge-Encoding;
  }
  unset bereq.http.X-Edge-Encoding;
  # Whether a stale copy waits (vcl_hit's refetch) stays with this fetch, not on the wire.
  var.set("stale-copy", bereq.http.X-Edge-Refetch);
  unset bereq.http.X-Edge-Refetch;
  unset bereq.http.X-Edge-Stale-If-Error;
  unset bereq.http.X-Edge-Cache;
  unset bereq.http.X-Edge-Debug-Allowed;
}

sub vcl_backend_response {
  # The product compresses; Varnish never recompresses or unpacks.
  set beresp.do_gzip = false;
  set beresp.do_gunzip = false;
  set beresp.do_esi = false;

  if (beresp.status >= 500) {
    # A stale copy exists (a background refresh, or vcl_hit's refetch): keep it, and let the
    # reader have it (vcl_synth restarts with stale-if-error on).
    if (bereq.is_bgfetch || var.get("stale-copy") == "1") {
      return (abandon);
    }
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    set beresp.grace = 0s;
    return (deliver);
  }

  if (bereq.uncacheable) {
    # A pass (session cookie, POST ...) or a hit-for-miss: not stored whatever it says.
    return (deliver);
  }

  # Only what the product marks shareable: public, a shared freshness (s-maxage, which Varnish
  # reads before max-age, or max-age), and nothing personal.
  if (beresp.http.Set-Cookie
      || beresp.http.Cache-Control ~ "(?i)(^|[,\s])(private|no-store|no-cache)([,=\s]|$)"
      || beresp.http.Cache-Control !~ "(?i)(^|[,\s])(s-maxage|max-age)\s*="
      || beresp.http.Vary ~ "\*"
      || beresp.ttl <= 0s) {
    # Hit-for-miss for a short while: the next requests go to the product uncoalesced, and the
    # URL becomes cacheable again as soon as the product says so.
    set beresp.uncacheable = true;
    set beresp.ttl = 10s;
    set beresp.grace = 0s;
    return (deliver);
  }

  # Grace: Varnish read stale-while-revalidate into beresp.grace (no directive: no grace).
  if (beresp.http.Cache-Control !~ "(?i)stale-while-revalidate\s*=") {
    set beresp.grace = 0s;
  }
  set beresp.http.X-Edge-SWR = beresp.grace;
  # stale-if-error extends the grace; vcl_hit serves the part beyond stale-while-revalidate only
  # when the product is sick or failed the refetch.
  if (beresp.http.Cache-Control ~ "(?i)stale-if-error\s*=\s*\d+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error\s*=\s*(\d+).*$", "\1s"),
      beresp.grace);
  }
  set beresp.keep = 0s;
  # Keys of what the page shows: xkey indexes the stored object under each (PURGE with
  # xkey-purge).
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  return (deliver);
}

sub vcl_backend_error {
  # The product did not answer (refused, timed out). With a stale copy: keep it and let the reader
  # have it, as for a 5xx.
  if (bereq.is_bgfetch || var.get("stale-copy") == "1") {
    return (abandon);
  }
  set beresp.ttl = 0s;
  set beresp.grace = 0s;
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Retry-After = "30";
  set beresp.http.Cache-Control = "no-store";
  set beresp.body = "The site is temporarily unavailable.";
  return (deliver);
}

sub vcl_deliver {
  # What happened here: HIT, STALE (within stale-while-revalidate, refreshed in the
  # background), STALE-IF-ERROR, MISS (asked the product), PASS (never from the cache).
  set resp.http.X-Cache = req.http.X-Edge-Cache;
  unset resp.http.X-Edge-SWR;
  unset resp.http.Via;
  if (!req.http.X-Edge-Debug-Allowed) {
    # The surrogate keys and Varnish's transaction ids are for operators (X-Edge-Debug: 1 from
    # an address of the purgers ACL).
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.X-Varnish;
  }
  return (deliver);
}

sub vcl_synth {
  if (resp.status == 503 && req.http.X-Edge-Refetch && !req.http.X-Edge-Stale-If-Error) {
    # The refetch was abandoned (5xx or no answer): once more, serving the stale copy.
    set req.http.X-Edge-Stale-If-Error = "1";
    return (restart);
  }
  if (req.method == "PURGE" && resp.status == 200) {
    set resp.http.xkey-purged = req.http.xkey-purged;
  }
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  set resp.http.Cache-Control = "no-store";
  set resp.http.X-Cache = "SYNTH";
  set resp.body = resp.reason + {"
"};
  return (deliver);
}
