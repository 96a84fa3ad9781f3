#!/usr/bin/env python3
"""The mail tests: rushday's mail commands against a real SMTP server (Tests/Mail/smtp_server.py,
aiosmtpd on 127.0.0.1 with a CA each check makes), for each backend (a SQLite file, then a schema
on the test PostgreSQL server) where the store matters. Every message is judged from outside:
Python's `email`, icalendar, zbarimg, Chromium (Tests/Browser's helpers, imported). One line per
check, `✔ check ...` or `✘ check ...` (Scripts/test counts them), then `N passed, N failed`;
exits 1 if any failed. Nothing is skipped: a check that cannot run fails, saying why.

    python3 Tests/Mail/run.py                        # both backends, with .build/debug/rushday
    RUSHDAY_BIN=path python3 Tests/Mail/run.py sqlite
    python3 Tests/Mail/run.py sqlite -k unsubscribe  # only checks whose name holds a word
"""

import sys
import unittest
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the tests
sys.path.insert(1, str(Path(__file__).resolve().parents[1] / "Browser"))

from check_result import CheckResult  # noqa: E402 (Tests/Browser's, found through the path above)
from test_failures import FailureTests  # noqa: E402
from test_invitations import InvitationTests  # noqa: E402
from test_notices import NoticeTests  # noqa: E402
from test_promotion import PromotionTests  # noqa: E402
from test_registration_pages import RegistrationPageTests  # noqa: E402
from test_registration_rush import RegistrationRushTests  # noqa: E402
from test_reminders import ReminderTests  # noqa: E402
from test_senders import SenderTests  # noqa: E402
from test_serve import ServeTests  # noqa: E402
from test_setup import SetupTests  # noqa: E402
from test_shift_reminders import ShiftReminderTests  # noqa: E402
from test_task_reminders import TaskReminderTests  # noqa: E402
from test_tickets import TicketMailTests  # noqa: E402
from test_web_mail import WebMailTests  # noqa: E402

BACKENDS = ("sqlite", "postgres")
CASES = (SetupTests, InvitationTests, TicketMailTests, ReminderTests, PromotionTests, FailureTests, ServeTests, SenderTests, WebMailTests, NoticeTests,
         RegistrationPageTests, RegistrationRushTests, TaskReminderTests, ShiftReminderTests)


def main(arguments):
    words = arguments[arguments.index("-k") + 1:] if "-k" in arguments else []
    backends = arguments[:arguments.index("-k")] if "-k" in arguments else arguments
    backends = backends or BACKENDS
    unknown = [backend for backend in backends if backend not in BACKENDS]
    if unknown:
        print(f"usage: run.py [{'|'.join(BACKENDS)}]... [-k WORD ...]; not {unknown}", file=sys.stderr)
        return 64
    sys.stdout.reconfigure(encoding="utf-8")
    result = CheckResult()
    loader = unittest.TestLoader()
    for backend in backends:
        for case in CASES:
            if backend not in case.backends:
                continue
            bound = type(f"{case.__name__}_{backend}", (case,), {"backend": backend})
            for test in loader.loadTestsFromTestCase(bound):
                if not words or any(word in test._testMethodName for word in words):
                    test.run(result)
    print(f"{result.passed} passed, {result.failed} failed")
    return 1 if result.failed or not result.passed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
