"""Issue 13, docs that run: every command and code example in README.md, the docs/ pages and
formats/README.md runs as written, from the repository's root, on the files the repository holds.

Each ``sh`` block is cut into commands (a ``\\`` continues a line; a trailing ``  # ...`` is a
comment); each ``python`` block runs as a script. A binlogspec command must exit 0 and print JSON
(one object per line, or one document); a script must exit 0 and print something. The commands
that need what a test run does not have here (a database server to dump, a Spark cluster, a
MySQL keyring, the whole suite, a wheel build) are listed in NOT_RUN with the test that runs them
instead; the list is checked, so an example added later is run or named here.
"""

import json
import os
import re
import subprocess
import sys

import pytest

from conftest import REPO

# every page of prose (docs/specs/ is the generated spec reference, and holds no examples)
DOCS = ["README.md", "formats/README.md"] + sorted(
    str(p.relative_to(REPO)) for p in (REPO / "docs").glob("*.md"))

# command text (start) -> why it is not run here, and where it is run
NOT_RUN = {
    "./build.sh demo": "the demo: tests/test_spark_job.py::test_demo_console_is_the_jobs_own runs its job",
    "./build.sh test": "the whole suite: CI runs it",
    "pip wheel . -w dist/": "a wheel build: tests/test_package.py builds and installs one",
    "pip install dist/binlogspec-": "tests/test_package.py installs the wheel into a fresh venv",
    "binlogspec --version": "the installed command: tests/test_package.py runs it from the fresh venv",
    "mariadb-dump --no-data": "needs a server: tests/test_ddl.py dumps its MariaDB server this way",
    ".venv/bin/binlogspec rows --keyring": "a MySQL 8 keyring and file: tests/test_encryption.py makes both",
    "pip wheel . --no-deps -w dist/": "cluster set-up: tests/test_spark_job.py (wheel-only executors)",
    "/opt/binlogspec-venv/bin/pip install": "cluster set-up: tests/test_spark_job.py (wheel-only executors)",
    "PYSPARK_PYTHON=/opt/binlogspec-venv/bin/python": "a standalone cluster: tests/test_spark_job.py",
    ".venv/bin/python bench/run.py": "the benchmark: minutes on a 100 MB binlog (bench/)",
    "kaitai-struct-compiler -t": "a user's installed compiler; ./build.sh check compiles every spec for these "
                                 "targets (tests/test_build_check.py)",
    ".venv/bin/python -m pytest": "a part of the suite this runs in",
    "./build.sh conform": "tests/test_js_conformance.py runs the conformance",
    ".venv/bin/binlogspec pull --host": "needs a server: tests/test_pull.py pulls from its MariaDB server",
    "binlogspec pull --": "needs a server: tests/test_pull.py pulls from its MariaDB server",
}


def _blocks(doc):
    text = (REPO / doc).read_text()
    return [(lang, body) for lang, body in re.findall(r"```(\w*)\n(.*?)```", text, re.S)]


def _commands(body):
    out, current = [], ""
    for line in body.splitlines():
        line = re.split(r"\s{2,}#|^#", line, maxsplit=1)[0].rstrip()
        if not line.strip():
            continue
        if line.endswith("\\"):
            current += line[:-1] + " "
            continue
        out.append((current + line).strip())
        current = ""
    return out


def _examples():
    found = []
    for doc in DOCS:
        for lang, body in _blocks(doc):
            if lang == "sh":
                found += [(doc, "sh", c) for c in _commands(body)]
            elif lang == "python":
                found.append((doc, "python", body))
    return found


def _skipped(command):
    return next((why for start, why in NOT_RUN.items() if command.startswith(start)), None)


EXAMPLES = _examples()
# Python blocks (their first line) that need another environment -> where their code is run
NOT_RUN_PYTHON = {
    "from binlogspec_spark import delta_config, mirror, session":
        "delta-spark needs PySpark 4.2 (build/delta-venv): tests/test_mirror_spark.py runs the Spark mirror "
        "there (test_spark_path_after_each_file_equals_select)",
    "from binlogspec_spark.mirror import foreach_batch":
        "delta-spark needs PySpark 4.2 (build/delta-venv): tests/test_mirror_spark.py::"
        "test_foreach_batch_keeps_the_mirror_current runs a stream's foreachBatch there",
}


def _python_skipped(body):
    return next((why for start, why in NOT_RUN_PYTHON.items() if body.startswith(start)), None)


RUN = [e for e in EXAMPLES if (e[1] == "python" and _python_skipped(e[2]) is None)
       or (e[1] == "sh" and _skipped(e[2]) is None)]


def test_every_sql_example_is_one_the_udf_tests_run():
    """SQL blocks are run by tests/test_spark_udfs.py, which finds them by their marker in
    docs/spark.md; no other page has one."""
    for doc in DOCS:
        text = (REPO / doc).read_text()
        blocks = re.findall(r"```sql\n", text)
        marked = re.findall(r"<!-- sql-example: [\w-]+ -->\s*```sql\n", text)
        assert len(blocks) == len(marked), doc
        assert len(marked) >= 3 if doc == "docs/spark.md" else not marked, doc


def test_every_example_is_run_or_named():
    assert len(EXAMPLES) > 30
    used = {start for start in NOT_RUN if any(e[1] == "sh" and e[2].startswith(start) for e in EXAMPLES)}
    assert used == set(NOT_RUN), f"NOT_RUN names examples the docs no longer have: {set(NOT_RUN) - used}"
    used = {start for start in NOT_RUN_PYTHON if any(e[1] == "python" and e[2].startswith(start) for e in EXAMPLES)}
    assert used == set(NOT_RUN_PYTHON), f"NOT_RUN_PYTHON names blocks the docs no longer have: {set(NOT_RUN_PYTHON) - used}"


def _env():
    env = dict(os.environ)
    env["PATH"] = f"{REPO / '.venv' / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env.setdefault("TZ", "UTC")
    return env


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    """The repository's root as the examples see it, with their outputs (out/, build/,
    binlogspec-out/) kept out of the checkout: every top-level entry linked, those made fresh."""
    root = tmp_path_factory.mktemp("readme")
    for entry in REPO.iterdir():
        if entry.name not in ("build", "out", "binlogspec-out"):
            (root / entry.name).symlink_to(entry)
    return root


def _json_output(out):
    try:
        json.loads(out)
    except json.JSONDecodeError:
        for line in out.splitlines():
            json.loads(line)


# The Spark examples run one after the other in one Python process (each with globals of its
# own; their session() calls share one SparkSession, as a user's notebook would), so that the
# test starts one JVM, not one per example.
RUNNER = """
import contextlib, io, json, sys, traceback
results = []
for text in json.load(sys.stdin):
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(text, "<README example>", "exec"), {"__name__": "__main__"})
        results.append({"ok": True, "stdout": out.getvalue()})
    except BaseException:
        results.append({"ok": False, "stdout": out.getvalue(), "error": traceback.format_exc()})
print(json.dumps(results))
"""


def _uses_spark(text):
    return "binlogspec_spark" in text or "pyspark" in text


@pytest.fixture(scope="module")
def spark_examples(workdir):
    texts = [t for _, kind, t in RUN if kind == "python" and _uses_spark(t)]
    proc = subprocess.run([sys.executable, "-c", RUNNER], input=json.dumps(texts), cwd=workdir, env=_env(),
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return dict(zip(texts, json.loads(proc.stdout.strip().splitlines()[-1])))


@pytest.mark.parametrize("doc, kind, text", RUN, ids=[f"{d}:{t[:60]}" for d, _, t in RUN])
def test_example_runs_as_written(doc, kind, text, workdir, request):
    if kind == "python" and _uses_spark(text):
        result = request.getfixturevalue("spark_examples")[text]
        assert result["ok"], result.get("error")
        assert result["stdout"].strip(), "the example printed nothing"
        return
    command = [sys.executable, "-c", text] if kind == "python" else ["bash", "-c", text]
    proc = subprocess.run(command, cwd=workdir, env=_env(), capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"{text}\n{proc.stderr[-3000:]}"
    if kind == "python":
        assert proc.stdout.strip(), "the example printed nothing"
    elif "binlogspec parquet" in text or "binlogspec_spark.job" in text:  # the summary, where it says
        out = re.search(r"--out (\S+)", text).group(1)
        assert json.loads((workdir / out / "summary.json").read_text())["row_changes"] > 0
    elif ".venv/bin/binlogspec" in text:
        assert proc.stdout.strip(), "no output"
        _json_output(proc.stdout.strip())
