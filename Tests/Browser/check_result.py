"""A unittest result that prints one line per check as it ends, `✔ check WHAT` or `✘ check WHAT`
with the reason indented below. A skip is a failure: no check goes unrun silently."""

import unittest


class CheckResult(unittest.TestResult):
    def __init__(self):
        super().__init__()
        self.passed = 0
        self.failed = 0

    def pass_line(self, what):
        self.passed += 1
        print(f"✔ check {what}", flush=True)

    def fail_line(self, what, reason):
        self.failed += 1
        print(f"✘ check {what}", flush=True)
        for line in str(reason).rstrip().splitlines():
            print(f"    {line}", flush=True)

    @staticmethod
    def what(test):
        return test.describe() if hasattr(test, "describe") else str(test)

    def addSuccess(self, test):
        super().addSuccess(test)
        self.pass_line(self.what(test))

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self.fail_line(self.what(test), err[1])

    def addError(self, test, err):
        super().addError(test, err)
        self.fail_line(self.what(test), self._exc_info_to_string(err, test))

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self.fail_line(self.what(test), f"skipped: {reason}")

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self.fail_line(self.what(test), "expected to fail; no check here may be")

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self.fail_line(self.what(test), "expected to fail; no check here may be")

