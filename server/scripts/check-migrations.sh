#!/usr/bin/env bash
# Fails when the schema (src/db/schema) and the migrations (drizzle/) disagree, that is when
# `drizzle-kit generate` would write a new migration. It generates into a copy, so nothing is left behind.
set -euo pipefail
cd "$(dirname "$0")/.."

copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cp -R drizzle/. "$copy"

# drizzle-kit takes --out relative to here, and answers 0 even when it fails: its words decide.
# Without a terminal it cannot ask about renames, and fails instead of waiting.
output="$(npx drizzle-kit generate --dialect postgresql --schema ./src/db/schema/index.ts \
  --out "$(realpath --relative-to=. "$copy")" --name schema_check </dev/null 2>&1)" || true

if ! diff -r drizzle "$copy" >/dev/null; then
  echo "Skemaet og migreringerne er uenige: drizzle-kit generate ville skrive en ny migrering:" >&2
  diff -r --brief drizzle "$copy" >&2 || true
  echo "Kør 'cd server && npx drizzle-kit generate --name <gren>_<hvad>' og commit migreringen." >&2
  exit 1
fi
if ! grep -q "No schema changes" <<<"$output"; then
  echo "drizzle-kit generate fejlede:" >&2
  echo "$output" >&2
  exit 1
fi
echo "Skema og migreringer er enige."
