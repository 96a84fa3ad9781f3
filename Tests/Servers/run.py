#!/usr/bin/env python3
"""The several-servers drills: three `rushday serve` processes on one PostgreSQL schema (the
test server Scripts/test exports, else Scripts/lib/postgres-server.sh's), behind Debian's
HAProxy run with the README's configuration, proving they work as one site: health and
readiness, a rush of answers, guessed links and forged headers, a server killed mid-scan and a
rolling restart. One line per check, `✔ check ...` or `✘ check ...` (Scripts/test counts them),
then `N passed, N failed`; exits 1 if any failed. Nothing is skipped: a drill that cannot run
fails, saying why. Tests/Browser's store, server and guest-link helpers are imported.

    Scripts/lib/servers.sh                      # installs haproxy when missing
    RUSHDAY_BIN=path python3 Tests/Servers/run.py
"""

import sys
import unittest
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the tests
sys.path.insert(1, str(Path(__file__).resolve().parents[1] / "Browser"))

from check_result import CheckResult  # noqa: E402 (Tests/Browser's, found through the path above)
from proxied_site import Site, SiteCheck  # noqa: E402
from test_guest_rush import GuestRushTests  # noqa: E402
from test_health import HealthTests  # noqa: E402
from test_link_guessing import LinkGuessingTests  # noqa: E402
from test_rolling_restart import RollingRestartTests  # noqa: E402
from test_server_killed import ServerKilledTests  # noqa: E402

# Health first: every other drill needs the servers ready and the proxy sending to them.
CASES = (HealthTests, GuestRushTests, LinkGuessingTests, ServerKilledTests, RollingRestartTests)


def main():
    sys.stdout.reconfigure(encoding="utf-8")
    result = CheckResult()
    loader = unittest.TestLoader()
    tests = [test for case in CASES for test in loader.loadTestsFromTestCase(case)]
    try:
        site = Site()
    except Exception as error:
        for test in tests:
            result.fail_line(test.describe(), f"cannot run: three rushday serve behind haproxy did not start: {error}")
    else:
        SiteCheck.site = site
        try:
            for test in tests:
                test.run(result)
        finally:
            site.close()
    print(f"{result.passed} passed, {result.failed} failed")
    return 1 if result.failed or not result.passed else 0


if __name__ == "__main__":
    sys.exit(main())
