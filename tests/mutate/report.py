"""The mutation report as Markdown: the score, then one row per mutation."""

import datetime

from classify import PROPERTY_RULE


def _cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def markdown(results, context):
    """results: dicts from mutate.py's run_one; context: commit, binaries, timings, baseline."""
    applied = [r for r in results if r["status"] in ("killed", "survived")]
    killed = [r for r in applied if r["status"] == "killed"]
    by_property = [r for r in killed if r["property_killers"]]
    lines = [
        "# Mutation report",
        "",
        f"- Date: {datetime.datetime.now().strftime('%Y-%m-%d %H:%M')}; "
        f"source: `{context['commit']}`{' (with uncommitted changes)' if context['dirty'] else ''}",
        f"- Test executables: {', '.join(f'`{b}`' for b in context['binaries'])} "
        f"(each run with `--gtest_brief=1`, limit {context['timeout']:g} s per run)",
        f"- Baseline (no mutation): {context['baseline']}",
        f"- **Score: {len(killed)}/{len(applied)} killed**"
        + (f" ({100 * len(killed) / len(applied):.0f}%)" if applied else "")
        + f"; {len(by_property)} of them by at least one property test",
        f"- Property rule: {PROPERTY_RULE}",
        f"- Total time: {context['elapsed']:.0f} s",
        "",
    ]
    other = [r for r in results if r["status"] not in ("killed", "survived")]
    if other:
        lines.append(
            f"Not counted in the score: {len(other)} mutation(s) that were stale (their text no "
            "longer occurs exactly once) or did not build — fix their entries in mutations.py."
        )
        lines.append("")
    lines += [
        "| # | Mutation | File | What it breaks | Result | Killed by property tests | "
        "Killed by other tests |",
        "|---|---|---|---|---|---|---|",
    ]
    for i, r in enumerate(results, 1):
        m = r["mutation"]
        result = r["status"]
        if r.get("how"):
            result += f" ({r['how']})"
        lines.append(
            f"| {i} | `{m.name}` | `{m.path.removeprefix('core/')}` | {_cell(m.description)} | "
            f"**{result}** | {_cell(_names(r['property_killers']))} | "
            f"{_cell(_names(r['case_killers']))} |"
        )
    survivors = [r for r in applied if r["status"] == "survived"]
    lines += ["", f"## Survivors ({len(survivors)})", ""]
    if not survivors:
        lines.append("None.")
    for r in survivors:
        lines.append(f"- `{r['mutation'].name}`: {r['mutation'].description}")
    lines += ["", "## Every failing test, by mutation", ""]
    for r in killed:
        every = sorted(r["property_killers"]) + sorted(r["case_killers"])
        tagged = [f"{n} (property)" if n in r["property_killers"] else n for n in every]
        lines.append(f"- `{r['mutation'].name}`: " + (", ".join(tagged) or r["how"]))
    return "\n".join(lines) + "\n"


def _names(names, limit=6):
    names = sorted(names)
    if not names:
        return "—"
    shown = ", ".join(names[:limit])
    return shown + (f" (+{len(names) - limit} more)" if len(names) > limit else "")
