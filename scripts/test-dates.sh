#!/usr/bin/env bash
# Runs the tests that depend on the date with the tests' clock on other days (TEST_TODAY, see
# tests/test-clock.ts): by default each day of one week, the last days of a month, of a year and
# of a non-leap February, and a day whose bookings weeks ahead meet a holiday. Shows that they
# pass whatever day it is.
#
#   bash scripts/test-dates.sh                   # the default days
#   bash scripts/test-dates.sh 2027-01-01 ...    # these days
#
# SKIP_BUILD=1 uses the build already there; SKIP_E2E=1 runs only the route and unit tests.
# E2E_PORT_BASE and E2E_WORKERS reach Playwright as usual.
set -uo pipefail
cd "$(dirname "$0")/.."

DAYS=("$@")
if [ ${#DAYS[@]} -eq 0 ]; then
  DAYS=(
    2026-11-23 2026-11-24 2026-11-25 2026-11-26 2026-11-27 2026-11-28 2026-11-29 # Monday to Sunday
    2026-11-30 # the last day of a month
    2026-12-31 # the last day of a year: the calendar's next month is January
    2027-02-28 # the last day of a non-leap February
    2026-11-17 # 45 days before 1 January, when the agendas are closed (sandbox/lib/closed-days.ts)
  )
fi

# Route and unit tests that book, list or date something on the sandbox's clock, or compare the
# API's token expiry with the portal's.
UNIT_FILES=(
  tests/test-clock.test.ts
  app/routes/agenda_.servicios-administrativos.test.ts
  app/routes/mi-producto.proximos-servicios.test.ts
  app/routes/_index.test.ts
  app/routes/mi-producto.pagos-pendientes.test.ts
  app/routes/mi-producto.pagos-pendientes.pago.test.ts
  app/routes/set-password.test.ts
  app/auth/guards.server.test.ts
)
# Browser journeys whose pages show or choose days (both projects, with and without JavaScript).
E2E_FILES=(
  tests/e2e/admin-booking.spec.ts
  tests/e2e/upcoming-services.spec.ts
  tests/e2e/home.spec.ts
  tests/e2e/pending-payments.spec.ts
  tests/e2e/online-payment.spec.ts
)

if [ "${SKIP_E2E:-}" != 1 ] && [ "${SKIP_BUILD:-}" != 1 ]; then
  npm run build || exit 1
fi

LOG_DIR=tests/.tmp/test-dates
mkdir -p "$LOG_DIR"
results=()
failed=0
for day in "${DAYS[@]}"; do
  weekday=$(date -u -d "$day" +%A) || exit 1
  echo "== $day ($weekday)"
  log="$LOG_DIR/$day.log"
  unit=pass
  TEST_TODAY=$day npx vitest run "${UNIT_FILES[@]}" >"$log" 2>&1 || unit=FAIL
  e2e=skipped
  if [ "${SKIP_E2E:-}" != 1 ]; then
    e2e=pass
    TEST_TODAY=$day npx playwright test --reporter=line "${E2E_FILES[@]}" >>"$log" 2>&1 || e2e=FAIL
  fi
  [ "$unit" = pass ] && [ "$e2e" != FAIL ] || failed=1
  results+=("$day $weekday: route/unit $unit, browser $e2e")
  echo "   route/unit $unit, browser $e2e (log: $log)"
done

echo
echo "Date-dependent tests by day:"
printf '  %s\n' "${results[@]}"
exit $failed
