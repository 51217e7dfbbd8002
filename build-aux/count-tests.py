#!/usr/bin/env python3
"""Count passed and failed checks in a meson testlog.json.

A TAP test counts each of its subtests; any other test counts once. A test
that crashed or timed out counts as one more failure on top of its subtests.
Prints "PASSED FAILED" for the caller to add up.
"""
import json
import re
import sys

passed = failed = 0
with open(sys.argv[1], encoding="utf-8") as log:
    for line in log:
        test = json.loads(line)
        result = test.get("result")
        oks = len(re.findall(r"^ok \d+", test.get("stdout", ""), re.M))
        not_oks = len(re.findall(r"^not ok \d+", test.get("stdout", ""), re.M))
        if test.get("protocol") == "tap" or oks or not_oks:
            passed += oks
            failed += not_oks
            if result not in ("OK", "EXPECTEDFAIL", "SKIP") and not_oks == 0:
                failed += 1
        elif result in ("OK", "EXPECTEDFAIL"):
            passed += 1
        elif result != "SKIP":
            failed += 1

label = sys.argv[2] if len(sys.argv) > 2 else ""
print(f"{label}: {passed} passed, {failed} failed", file=sys.stderr)
print(passed, failed)
