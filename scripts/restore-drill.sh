#!/usr/bin/env bash
# The restore drill (docs/operations.md#backups): proves a backup can be restored and used.
#   1. pg_dump the database at DATABASE_URL (custom format), or take the dump in DRILL_DUMP if it exists;
#   2. restore it into a new scratch database on the same server (or on DRILL_SERVER_URL);
#   3. start the app on the scratch database (own DATA_DIR, jobs off, a free port on 127.0.0.1);
#   4. sign in as the member DRILL_EMAIL / DRILL_PASSWORD and download one of their receipts (a PDF);
#   5. stop the app and drop the scratch database (DRILL_KEEP=1 keeps it).
# Exit 0 and a last line "restore drill passed" when every step worked; otherwise the failing step's message.
# Usage: DATABASE_URL=postgres://... DRILL_EMAIL=member@example.com DRILL_PASSWORD=... scripts/restore-drill.sh
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
: "${DRILL_EMAIL:?set DRILL_EMAIL to a member with a receipt}"
: "${DRILL_PASSWORD:?set DRILL_PASSWORD to the password of that member}"
cd "$(dirname "$0")/.."

work=$(mktemp -d)
scratch="restore_drill_$(date +%s)_$$"
server="${DRILL_SERVER_URL:-$DATABASE_URL}"
scratch_url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$server" "$scratch")
app_pid=""
created=""
cleanup() {
  if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; fi
  if [ -n "$created" ] && [ "${DRILL_KEEP:-0}" != "1" ]; then
    psql "$server" -q -c "drop database if exists $scratch with (force)" >/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
step() { echo "restore drill: $*"; }

dump="${DRILL_DUMP:-$work/backup.dump}"
if [ ! -s "$dump" ]; then
  step "dumping the database"
  pg_dump --format=custom --file="$dump" "$DATABASE_URL"
fi
step "restoring into scratch database $scratch"
psql "$server" -q -c "create database $scratch" >/dev/null
created=1
pg_restore --no-owner --no-privileges --exit-on-error --dbname "$scratch_url" "$dump"
tables=$(psql "$scratch_url" -At -c "select count(*) from pg_tables where schemaname = 'public'")
step "restored $tables tables"

port=$(node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
step "starting the app on port $port"
DATABASE_URL="$scratch_url" DATA_DIR="$work/data" PORT="$port" HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:$port" \
  JOBS=off WEB_ROOT="$work/no-web" LOG_LEVEL=warn \
  node --import tsx src/server/main.ts >"$work/app.log" 2>&1 &
app_pid=$!
base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  if curl -fsS "$base/api/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$app_pid" 2>/dev/null; then cat "$work/app.log" >&2; echo "restore drill FAILED: the app did not start" >&2; exit 1; fi
  sleep 0.5
done
curl -fsS "$base/api/health" >/dev/null || { echo "restore drill FAILED: no health answer" >&2; exit 1; }

step "signing in as the member"
login=$(node -e 'console.log(JSON.stringify({ username: process.argv[1], password: process.argv[2] }))' "$DRILL_EMAIL" "$DRILL_PASSWORD")
# Small JSON readers for the answers (node is there: the app needs it).
read_token='let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).token ?? ""))'
read_receipt='let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => { const p = JSON.parse(s).payments.find((x) => x.receipt_no); console.log(p ? p.id + " " + p.receipt_no : ""); })'
token=$(curl -sS -H 'content-type: application/json' -d "$login" "$base/api/auth/login" | node -e "$read_token")
[ -n "$token" ] || { echo "restore drill FAILED: the member could not sign in" >&2; exit 1; }
receipt=$(curl -fsS -H "authorization: Bearer $token" "$base/api/payments/mine" | node -e "$read_receipt")
[ -n "$receipt" ] || { echo "restore drill FAILED: the member has no receipt in the restored database" >&2; exit 1; }
read -r payment_id receipt_no <<<"$receipt"
curl -fsS -H "authorization: Bearer $token" -o "$work/receipt.pdf" "$base/api/payments/$payment_id/receipt.pdf"
head -c 5 "$work/receipt.pdf" | grep -q '%PDF-' || { echo "restore drill FAILED: the receipt is not a PDF" >&2; exit 1; }
size=$(wc -c <"$work/receipt.pdf")
step "read receipt $receipt_no ($size bytes)"
echo "restore drill passed"
