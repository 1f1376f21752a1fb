#!/usr/bin/env python3
"""Checks a `check --junit` file against the structure of the JUnit XML schema (the Jenkins /
Ant JUnit XSD): a <testsuites> root whose children are <testsuite> elements with name, tests,
failures, errors (non-negative integers, equal to what they hold); each <testcase> with
classname and name, and at most one <failure> or <error> carrying a message. Prints one line per
suite, "NAME TESTS FAILURES ERRORS", and exits 1 with the reason when the structure is wrong."""
import sys
import xml.etree.ElementTree as ET


def fail(why):
    print("invalid JUnit XML: " + why)
    sys.exit(1)


def count(el, attr):
    v = el.get(attr)
    if v is None or not v.isdigit():
        fail("<%s> %s=%r is not a non-negative integer" % (el.tag, attr, v))
    return int(v)


root = ET.parse(sys.argv[1]).getroot()
if root.tag != "testsuites":
    fail("the root is <%s>" % root.tag)
totals = [0, 0, 0]
for suite in root:
    if suite.tag != "testsuite":
        fail("<%s> under <testsuites>" % suite.tag)
    if not suite.get("name"):
        fail("a testsuite without a name")
    got = [0, 0, 0]
    for case in suite:
        if case.tag != "testcase":
            fail("<%s> in a testsuite" % case.tag)
        if case.get("name") is None or case.get("classname") is None:
            fail("a testcase without name or classname")
        got[0] += 1
        outcomes = [c for c in case if c.tag in ("failure", "error", "skipped")]
        if len(outcomes) > 1:
            fail("a testcase with %d outcomes" % len(outcomes))
        for c in outcomes:
            if c.get("message") is None:
                fail("a <%s> without a message" % c.tag)
            got[1] += c.tag == "failure"
            got[2] += c.tag == "error"
    want = [count(suite, "tests"), count(suite, "failures"), count(suite, "errors")]
    if want != got:
        fail("suite %s says %s, holds %s" % (suite.get("name"), want, got))
    totals = [a + b for a, b in zip(totals, got)]
    print(suite.get("name"), *got)
if [count(root, "tests"), count(root, "failures"), count(root, "errors")] != totals:
    fail("the root's counts are not the sum of its suites'")
