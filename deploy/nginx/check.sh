#!/usr/bin/env bash
# `nginx -t` on deploy/nginx/statecraft.conf, as the site would load, without touching /etc/nginx or
# starting nginx: a throwaway prefix, a self-signed certificate in place of certbot's. Needs nginx and openssl.
set -euo pipefail
site="$(cd "$(dirname "$0")" && pwd)/statecraft.conf"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=statecraft.example \
  -keyout "$work/privkey.pem" -out "$work/fullchain.pem" 2>/dev/null
sed "s#/etc/letsencrypt/live/statecraft.example/#$work/#" "$site" > "$work/statecraft.conf"
cat > "$work/nginx.conf" <<CONF
pid $work/nginx.pid;
error_log $work/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  include $work/statecraft.conf;
}
CONF
nginx -t -q -p "$work" -e "$work/error.log" -c "$work/nginx.conf"
echo "nginx -t: deploy/nginx/statecraft.conf is valid"
