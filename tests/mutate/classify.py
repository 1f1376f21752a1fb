"""Which killing tests are property tests.

The rule, stated once (the report quotes PROPERTY_RULE): a test is a property test when it is
defined in a file named *_property_test.cpp, or its suite or test name contains one of
PROPERTY_WORDS. Those words are how this suite names tests that draw many seeded random cases
and compare them with an independent method (sampling, brute force, a reference distance); a
hand-worked case is named after the case itself. The file is found by reading the TEST macros of
tests/core, so a typed or parameterised instance (Suite/1.Name, Prefix/Suite.Name/0) maps back
to the macro that defined it.
"""

import os
import re

PROPERTY_WORDS = ("Property", "Random", "BruteForce", "Sampling")
PROPERTY_RULE = (
    "a killing test is a *property* test when its source file is `*_property_test.cpp` or its "
    "suite or test name contains " + ", ".join(f"`{w}`" for w in PROPERTY_WORDS) + "; "
    "everything else is a hand-worked case (`case`)."
)

_MACRO = re.compile(r"\b(?:TYPED_TEST_P|TYPED_TEST|TEST_F|TEST_P|TEST)\(\s*(\w+)\s*,\s*(\w+)\s*\)")


def test_files(tests_root):
    """(suite, name) -> source path relative to tests_root, for every test macro below it."""
    found = {}
    for directory, _, files in os.walk(tests_root):
        for f in files:
            if not f.endswith(".cpp"):
                continue
            path = os.path.join(directory, f)
            with open(path, encoding="utf-8", errors="replace") as text:
                for m in _MACRO.finditer(text.read()):
                    found[(m.group(1), m.group(2))] = os.path.relpath(path, tests_root)
    return found


def split_name(full):
    """'Prefix/Suite/1.Name/0' -> ('Suite', 'Name'): the parts a TEST macro spells."""
    suite, _, name = full.partition(".")
    suite_parts = suite.split("/")
    # Typed: Suite/1; parameterised: Prefix/Suite. The macro's suite is the non-numeric part.
    words = [p for p in suite_parts if not p.isdigit()]
    suite = words[-1] if words else suite
    return suite, name.split("/")[0]


def is_property(full, files):
    suite, name = split_name(full)
    path = files.get((suite, name), "")
    if path.endswith("_property_test.cpp"):
        return True
    return any(w in suite or w in name for w in PROPERTY_WORDS)
