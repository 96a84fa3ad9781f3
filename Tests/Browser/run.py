#!/usr/bin/env python3
"""The browser tests: for each backend (SQLite, then PostgreSQL) the demo's sample served by
`rushday serve` on a free loopback port, checked in Debian's headless Chromium. One line per
check, `✔ check ...` or `✘ check ...` (Scripts/test counts them), then `N passed, N failed`;
exits 1 if any failed. Nothing is skipped: a check that cannot run fails, saying why.

    python3 Tests/Browser/run.py                 # both backends, with .build/debug/rushday
    RUSHDAY_BIN=path python3 Tests/Browser/run.py sqlite
"""

import sys
import traceback
import unittest

sys.dont_write_bytecode = True  # no __pycache__ beside the tests

from check_result import CheckResult
from demo_site import Site
from test_account import AccountTests
from test_agenda_pages import AgendaPagesTests
from test_console import ConsoleTests
from test_dashboard import DashboardTests
from test_door import DoorTests
from test_event_form import EventFormTests
from test_expense_pages import ExpensePagesTests
from test_guest_choice import GuestChoiceTests
from test_guest_concurrency import GuestConcurrencyTests
from test_guest_forms import GuestFormTests
from test_guest_import import GuestImportTests
from test_guest_list_pages import GuestListPagesTests
from test_guest_page import GuestPageTests
from test_hostile import HostileNameTests
from test_shift_plan_pages import ShiftPlanPageTests
from test_signin import SignInTests
from test_task_pages import TaskPagesTests
from test_team_roles import TeamRolesTests
from test_ticket_pages import TicketPagesTests
from test_volunteer_door import VolunteerDoorTests
from test_volunteer_pages import VolunteerPageTests

BACKENDS = ("sqlite", "postgres")
# The console's check runs last: it judges what every other check's pages logged too.
CASES = (SignInTests, EventFormTests, AccountTests, DashboardTests, HostileNameTests, GuestPageTests, GuestConcurrencyTests, DoorTests,
         TeamRolesTests, GuestFormTests, GuestListPagesTests, GuestImportTests, GuestChoiceTests, TicketPagesTests, AgendaPagesTests, ExpensePagesTests, TaskPagesTests,
         VolunteerPageTests, VolunteerDoorTests, ShiftPlanPageTests, ConsoleTests)


def run(backend, result):
    try:
        site = Site(backend)
    except Exception as error:
        result.fail_line(f"{backend}: the demo served by rushday serve, opened in Chromium", error)
        return
    try:
        loader = unittest.TestLoader()
        for case in CASES:
            bound = type(f"{case.__name__}_{backend}", (case,), {"site": site})
            loader.loadTestsFromTestCase(bound).run(result)
    finally:
        status = site.close()
        if status == 0:
            result.pass_line(f"{backend}: SIGTERM stops rushday serve with exit 0")
        else:
            result.fail_line(f"{backend}: SIGTERM stops rushday serve with exit 0",
                             f"exit status {status} (None: still running after 15 s, killed); last log lines:\n"
                             + "".join(site.server.log[-10:]))


def main(arguments):
    backends = arguments or BACKENDS
    unknown = [backend for backend in backends if backend not in BACKENDS]
    if unknown:
        print(f"usage: run.py [{'|'.join(BACKENDS)}]...; not {unknown}", file=sys.stderr)
        return 64
    sys.stdout.reconfigure(encoding="utf-8")
    result = CheckResult()
    for backend in backends:
        try:
            run(backend, result)
        except Exception:
            result.fail_line(f"{backend}: the run", traceback.format_exc())
    print(f"{result.passed} passed, {result.failed} failed")
    return 1 if result.failed or not result.passed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
