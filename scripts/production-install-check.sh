#!/usr/bin/env bash
# What a deployer does, checked: a clean copy of the tracked files plus the web build (made
# beforehand by `npm run build`), installed with runtime dependencies only, started with
# NODE_ENV=production on PostgreSQL as `node apps/server/src/server.ts`. It must answer readiness,
# the home page and a product page (a seller and a product are written with SQL: production has no
# demo data), and answer a stand-in's route as any unknown one.
#   usage: scripts/production-install-check.sh <postgres URL of a database it may create databases on>
set -euo pipefail
cd "$(dirname "$0")/.."
admin_url=$1
[ -f apps/web/dist/index.html ] && [ -f apps/web/dist-server/entry-server.js ] || {
  echo "no web build: run npm run build first" >&2
  exit 1
}

work=$(mktemp -d)
db="dwa_prod_check_$$"
db_url="${admin_url%/*}/$db"
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  psql "$admin_url" -qc "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "copy: tracked files and the web build into $work/app"
mkdir -p "$work/app"
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$work/app"
cp -r apps/web/dist apps/web/dist-server "$work/app/apps/web/"

echo "install: npm install --omit=dev ($(node --version))"
started=$(date +%s)
(cd "$work/app" && npm install --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
echo "  $(( $(date +%s) - started )) s, node_modules $(du -sh "$work/app/node_modules" | cut -f1)"
for tool in tsx vite vitest typescript @playwright/test lighthouse; do
  if [ -e "$work/app/node_modules/$tool" ]; then
    echo "a development tool was installed: $tool" >&2
    exit 1
  fi
done

psql "$admin_url" -qc "create database $db" >/dev/null
port=$(( 47000 + RANDOM % 1000 ))
base="http://127.0.0.1:$port"
echo "start: NODE_ENV=production node apps/server/src/server.ts on $base"
(
  cd "$work/app"
  exec env -i PATH="$PATH" HOME="$work" NODE_ENV=production HOST=127.0.0.1 PORT="$port" \
    PUBLIC_ORIGIN="$base" DATABASE_URL="$db_url" DATA_DIR="$work/data" LOG_LEVEL=warn \
    SESSION_SECRET=ci-production-check-secret-0123456789 \
    WHATSAPP_APP_SECRET=ci-app-secret-0123456789 WHATSAPP_VERIFY_TOKEN=ci-verify-token-0123456789 \
    PAYMENT_PROVIDER=paystack PAYSTACK_SECRET_KEY=sk_live_ci0123456789 \
    WHATSAPP_TRANSPORT=cloud_api WHATSAPP_TOKEN=EAAG-ci-token WHATSAPP_PHONE_NUMBER_ID=106540352242922 \
    node apps/server/src/server.ts
) >"$work/server.log" 2>&1 &
server=$!
started=$(date +%s%N)
until curl -fs -o /dev/null "$base/api/health/ready"; do
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$work/server.log" >&2
    echo "the production server exited" >&2
    exit 1
  fi
  if [ $(( ($(date +%s%N) - started) / 1000000000 )) -gt 120 ]; then
    cat "$work/server.log" >&2
    echo "not ready after 120 s" >&2
    exit 1
  fi
  sleep 0.2
done
echo "  ready in $(( ($(date +%s%N) - started) / 1000000 )) ms: $(curl -fsS "$base/api/health/ready")"

product=$(psql "$db_url" -Atqc "
  with seller as (
    insert into sellers (business_name, whatsapp_number, location_slug)
    values ('Ama Kente House', '+233241230000', 'kumasi') returning id
  )
  insert into products (seller_id, title, price_pesewas, category, location_slug)
  select id, 'Kente stole, hand-woven', 45000, 'fashion', 'kumasi' from seller returning id")
expect() { # expect <path> <status> [text the page must contain]
  local body status
  body=$(mktemp -p "$work")
  status=$(curl -sS -o "$body" -w '%{http_code}' "$base$1")
  if [ "$status" != "$2" ] || { [ -n "${3:-}" ] && ! grep -qF "$3" "$body"; }; then
    echo "GET $1: $status (expected $2${3:+ with \"$3\"})" >&2
    head -c 600 "$body" >&2
    exit 1
  fi
  echo "  GET $1 → $status${3:+ with \"$3\"}"
}
expect / 200 'Kente stole, hand-woven'
expect "/products/$product" 200 'GH₵ 450.00'
expect /api/payments/simulator/dwa_check 404 'No such API route.'
expect /pay/dwa_check 404
echo "rss of the server: $(( $(awk '/VmRSS/ {print $2}' /proc/"$server"/status) / 1024 )) MB"
echo "production install: ok"
