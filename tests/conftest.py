import os
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
sys.path.insert(0, str(TESTS))
sys.path.append(str(REPO / "tools"))  # the build-time tools (fastgen)

import mariadb_server  # noqa: E402

CORPUS = Path(os.environ.get("BINLOGSPEC_CORPUS", REPO.parent / "shared" / "corpus"))
NOT_BINLOGS = (".txt", ".result", ".md", ".json")


def corpus_binlogs():
    """Every binlog file in the shared corpus (expected-output files left out)."""
    if not CORPUS.is_dir():
        return []
    return sorted(p for p in CORPUS.iterdir() if p.is_file() and not p.name.endswith(NOT_BINLOGS))


@pytest.fixture(scope="session")
def corpus():
    if not CORPUS.is_dir():
        pytest.skip(f"the shared corpus is not at {CORPUS} (set BINLOGSPEC_CORPUS)")
    return CORPUS


@pytest.fixture(scope="session")
def js_parsers(tmp_path_factory):
    """The JavaScript parsers of the current specs, compiled once per session (never a stale
    build/); a missing Node or npm runtime fails the tests that use them."""
    from js_conformance import compile_js

    return compile_js(tmp_path_factory.mktemp("js"))


@pytest.fixture(scope="session")
def corpus_jobs(corpus, tmp_path_factory):
    """The conformance jobs and Python dumps of every corpus binlog (js_conformance.Prepared),
    made once for every language's run."""
    from js_conformance import Prepared

    return Prepared(corpus_binlogs(), tmp_path_factory.mktemp("conform-corpus-jobs"))


@pytest.fixture(scope="session")
def mariadb_binlog(mariadb, tmp_path_factory):
    """A binlog the test MariaDB server writes with every column type it has, compressed and plain
    row events, FULL, MINIMAL and NOBLOB images and statement events (js_conformance.every_type_workload),
    for the conformance runs of every language."""
    import shutil

    from js_conformance import every_type_workload

    try:
        mariadb.rotate()
        mariadb.sql(every_type_workload())
    finally:
        mariadb.sql("SET GLOBAL log_bin_compress = ON")
    closed = mariadb.rotate()
    path = tmp_path_factory.mktemp("jsconf") / "mariadb-binlog.jsconf"
    shutil.copyfile(closed[-1], path)
    return path


@pytest.fixture(scope="session")
def mariadb():
    """A real MariaDB server (row-based binlog, full metadata, compressed events on), shared by the
    session's tests; each test works in its own database."""
    if not mariadb_server.available():
        if os.environ.get("CI"):
            pytest.fail("MariaDB server binaries are missing in CI; ./build.sh setup should install them")
        pytest.skip("MariaDB server binaries are missing (./build.sh setup installs mariadb-server)")
    server = mariadb_server.MariaDB(["--log-bin-compress=ON", "--log-bin-compress-min-len=10"]).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def spark():
    """A local[2] SparkSession with the mysql_binlog source and the UDFs registered; stopped at
    the end of the session."""
    pytest.importorskip("pyspark")
    from binlogspec_spark import session

    spark = session("local[2]", "binlogspec-tests", config={"spark.sql.shuffle.partitions": "2",
                                                             "spark.ui.showConsoleProgress": "false"})
    spark.sparkContext.setLogLevel("ERROR")
    yield spark
    spark.stop()


@pytest.fixture(scope="session")
def wheel_venv(tmp_path_factory):
    """The package as a user installs it: a wheel built from the checkout (the fast decoder
    compiled in) installed with its pinned dependencies into a fresh virtual environment.
    Returns (venv folder, wheel, a folder outside the repository to run from)."""
    import subprocess
    import venv

    base = tmp_path_factory.mktemp("package")
    wheels = base / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                    "-w", str(wheels), str(REPO)], check=True, capture_output=True, cwd=base)
    (wheel,) = wheels.glob("binlogspec-*.whl")
    env_dir = base / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    # the wheel's own dependencies, as pyproject.toml pins them (from the package index)
    proc = subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)],
                          capture_output=True, text=True, cwd=base)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return env_dir, wheel, base


# The slowest files first (from about 8 minutes down to about 1, on two processes on this
# project's machines): ./build.sh test hands whole files to its processes in the order collected
# (its --no-loadscope-reorder), and one of these taken last would run on alone after the rest
# were done. A file not listed keeps its place after them.
SLOW_FILES = ("test_spark_job.py", "test_backends.py", "test_fast_path.py", "test_spec_rows.py",
              "test_lang_conformance.py", "test_readme_examples.py", "test_ddl.py", "test_corpus_walk.py",
              "test_js_conformance.py", "test_cli.py", "test_spark_source.py", "test_runs.py")


def pytest_collection_modifyitems(items):
    rank = {name: i for i, name in enumerate(SLOW_FILES)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # (stable: a file's own order kept)
