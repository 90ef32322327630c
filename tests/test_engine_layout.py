"""Issue 40, item 6: each job exists once. The engine (planning, the one scan, the output tables,
the one-pass Parquet writer and the summary) lives in the ``binlogspec`` package;
``binlogspec_spark`` is a layer over it. ``binlogspec parquet`` therefore runs, and writes the same
outputs, in a process where neither pyspark nor binlogspec_spark can be imported; and no module
of the core package imports either, at its top or inside a function. Nor does a module of the
core package import another at its top that imports it back (a cycle)."""

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO

pq = pytest.importorskip("pyarrow.parquet")

SAMPLES = REPO / "samples"
PACKAGE = REPO / "python" / "binlogspec"
FORBIDDEN = ("pyspark", "binlogspec_spark")

# `binlogspec parquet` with pyspark and binlogspec_spark made unimportable before it starts
# (a None in sys.modules makes an import of that name, or of anything under it, fail)
WITHOUT_SPARK = """
import sys
for name in {forbidden!r}:
    sys.modules[name] = None
from binlogspec.cli import run
status = run()
loaded = sorted(m for m in sys.modules if m.split(".")[0] in {forbidden!r} and sys.modules[m] is not None)
assert not loaded, loaded
sys.exit(status)
""".format(forbidden=FORBIDDEN)


def _parquet(out, args, blocked):
    command = [sys.executable, "-c", WITHOUT_SPARK] if blocked else [sys.executable, "-m", "binlogspec.cli"]
    return subprocess.run([*command, "parquet", "--out", str(out), *args], capture_output=True, text=True,
                          cwd=REPO, timeout=300)


def _outputs(out):
    summary = json.loads((out / "summary.json").read_text())
    tables = {}
    for part in ["changes"] + [f"tables/{t}" for t in summary["typed_tables"]]:
        table = pq.read_table(out / part)
        tables[part] = (table.schema, table.to_pylist())
    files = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    return {k: v for k, v in summary.items() if k not in ("output", "seconds")}, tables, files


def test_parquet_command_runs_without_spark_and_writes_the_same(tmp_path):
    args = ["--schema-file", str(SAMPLES / "shop-default.schema.sql"),
            str(SAMPLES / "shop-default.000001"), str(SAMPLES / "shop-full.000001")]
    blocked = _parquet(tmp_path / "blocked", args, blocked=True)
    assert blocked.returncode == 0, blocked.stderr[-3000:]
    normal = _parquet(tmp_path / "normal", args, blocked=False)
    assert normal.returncode == 0, normal.stderr[-3000:]
    summary, tables, files = _outputs(tmp_path / "blocked")
    assert (summary, tables, files) == _outputs(tmp_path / "normal")
    assert summary["row_changes"] > 0 and summary["typed_tables"] and summary["errors"] == []

    def printed(run, out):  # (the summary's seconds, "(0.2s)", are the run's own)
        return re.sub(r"\(\d+(\.\d+)?s\)", "(...s)", run.stdout.replace(str(tmp_path / out), "OUT"))

    assert printed(blocked, "blocked") == printed(normal, "normal")
    # (the check in the wrapper ran: a blocked import is an ImportError there)
    probe = subprocess.run([sys.executable, "-c", WITHOUT_SPARK.replace("from binlogspec.cli import run",
                                                                        "import binlogspec_spark.job")],
                           capture_output=True, text=True, cwd=REPO, timeout=60)
    assert probe.returncode != 0 and "ModuleNotFoundError" in probe.stderr, probe.stderr[-2000:]


def _imported(tree):
    """The module names each import of ``tree`` names (at any depth: in functions too), and the
    constant names given to importlib.import_module / __import__."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if name in ("import_module", "__import__"):
                yield node.args[0].value


def test_the_core_package_imports_no_spark():
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 40
    found = [f"{path.relative_to(REPO)}: {name}" for path in modules
             for name in _imported(ast.parse(path.read_text(), str(path)))
             if name.split(".")[0] in FORBIDDEN]
    assert not found, found
    for stage in ("storage", "splits", "headerwalk", "readoptions", "scan", "outputs", "parquet"):
        assert (PACKAGE / f"{stage}.py").exists(), stage
    for moved in ("_fs", "core", "headers", "options", "scan", "tables", "fastpath", "onepass"):
        assert not (REPO / "spark_udfs" / f"{moved}.py").exists(), moved


def _top_imports(tree, package_modules):
    """The core package's modules a module imports at its top (in its body, and in the ``if`` and
    ``try`` statements there): not those a function imports when it runs."""
    pending, edges = list(tree.body), set()
    while pending:
        node = pending.pop(0)
        if isinstance(node, (ast.If, ast.Try)):
            pending[:0] = [child for child in ast.iter_child_nodes(node) if isinstance(child, ast.stmt)]
            pending[:0] = [stmt for handler in getattr(node, "handlers", []) for stmt in handler.body]
        elif isinstance(node, ast.Import):
            edges |= {alias.name.split(".")[1] for alias in node.names
                      if alias.name.startswith("binlogspec.")}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            parts = node.module.split(".")
            if parts[0] != "binlogspec":
                continue
            if len(parts) > 1:
                edges.add(parts[1])
            else:
                edges |= {alias.name if alias.name in package_modules else "__init__" for alias in node.names}
    return edges & package_modules


def test_the_core_package_has_no_import_cycle():
    package_modules = {path.stem for path in PACKAGE.glob("*.py")}
    graph = {path.stem: _top_imports(ast.parse(path.read_text()), package_modules) - {path.stem}
             for path in PACKAGE.glob("*.py")}
    state, cycles = {}, []

    def visit(name, stack):
        state[name] = "open"
        stack.append(name)
        for other in sorted(graph[name]):
            if state.get(other) == "open":
                cycles.append(" -> ".join(stack[stack.index(other):] + [other]))
            elif other not in state:
                visit(other, stack)
        stack.pop()
        state[name] = "done"

    for name in sorted(graph):
        if name not in state:
            visit(name, [])
    assert not cycles, cycles
    assert "splits" in graph["parquet"] and "splits" in graph["scan"]  # (the graph is read)
