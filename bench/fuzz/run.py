"""Run the fuzz targets with atheris (libFuzzer), each for a time budget.

    .venv/bin/python bench/fuzz/run.py [--seconds N] [--targets file,event,rows] [--jobs 1]

Seeds come from the shared corpus and ``tests/data`` (see ``targets.seeds``) plus every input
already kept in ``tests/data/fuzz/<target>/``. Each target runs in its own process (``--child``)
with a per-input timeout and an RSS limit; an input that crashes, hangs or blows the memory limit
is copied to ``tests/data/fuzz/<target>/`` (where ``tests/test_fuzz_regressions.py`` replays it)
and listed. A line per target (executions, new findings) is appended to
``bench/fuzz-results.txt``.
"""

import argparse
import datetime
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
KEPT = REPO / "tests" / "data" / "fuzz"
RESULTS = REPO / "bench" / "fuzz-results.txt"
CORPUS = Path(os.environ.get("BINLOGSPEC_CORPUS", REPO.parent / "shared" / "corpus"))
NOT_BINLOGS = (".txt", ".result", ".md", ".json")

# per input: seconds before it counts as a hang, and the RSS limit before it counts as a blow-up
TIMEOUT = 20
RSS_LIMIT_MB = 2048
MAX_SEEDS = {"file": 400, "event": 1500, "rows": 400}


def seed_paths():
    paths = []
    if CORPUS.is_dir():
        paths += sorted(p for p in CORPUS.iterdir() if p.is_file() and not p.name.endswith(NOT_BINLOGS))
    paths += sorted(p for p in (REPO / "tests" / "data").iterdir() if p.is_file() and not p.name.endswith(NOT_BINLOGS))
    return paths


def child(target, args):
    """Inside the fuzzing process: instrument the package and the generated parsers, then hand
    over to libFuzzer."""
    import importlib

    import atheris

    sys.path.insert(0, str(HERE))
    generated = sorted(p.stem for p in (REPO / "generated" / "python").glob("*.py"))
    # the package, its construct twins (binlogspec.formats) and the generated parsers; construct's and
    # kaitaistruct's own machinery is left out (it is generic, and instrumenting it slows every run)
    with atheris.instrument_imports(include=["binlogspec", "targets"] + generated):
        import targets
        from binlogspec import json_text, reader, rows, values  # noqa: F401
        from binlogspec._kaitai import GENERATED_DIR  # noqa: F401 - puts the generated parsers on sys.path

        for name in generated:
            importlib.import_module(name)
        reader.backend("kaitai")
        reader.backend("construct")
    atheris.Setup([sys.argv[0]] + args, targets.TARGETS[target])
    atheris.Fuzz()


def run_target(target, seconds, workdir):
    seeds_dir = workdir / f"seeds-{target}"
    corpus_dir = workdir / f"corpus-{target}"
    found_dir = workdir / f"found-{target}"
    for d in (seeds_dir, corpus_dir, found_dir):
        d.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(HERE))
    import targets

    if not any(seeds_dir.iterdir()):
        found = targets.seeds(seed_paths())[target]
        # a sample keeps the first pass over the seeds short; the corpus grows from there
        found = random.Random(target).sample(found, min(len(found), MAX_SEEDS[target]))
        for i, data in enumerate(found):
            (seeds_dir / f"seed-{i:05d}").write_bytes(data)
    kept = KEPT / target
    if kept.is_dir():
        for p in kept.iterdir():
            shutil.copy(p, seeds_dir / f"kept-{p.name}")
    started = datetime.datetime.now(datetime.timezone.utc)
    log = workdir / f"{target}.log"
    # libFuzzer stops at the first finding; start it again on the grown corpus until the budget
    # is spent, so that one finding does not end the run
    deadline = time.monotonic() + seconds
    execs, sessions, returncodes = 0, 0, []
    with open(log, "wb") as fh:
        while True:
            left = int(deadline - time.monotonic())
            if left < 5 and sessions:
                break
            cmd = [
                sys.executable, str(Path(__file__).resolve()), "--child", target, "--",
                str(corpus_dir), str(seeds_dir),
                f"-max_total_time={max(left, 5)}", f"-timeout={TIMEOUT}", f"-rss_limit_mb={RSS_LIMIT_MB}",
                f"-artifact_prefix={found_dir}/", "-print_final_stats=1", "-max_len=65536", "-reload=0",
            ]
            fh.write(f"\n=== session {sessions + 1}: {' '.join(cmd)}\n".encode())
            fh.flush()
            start = fh.tell()
            proc = subprocess.run(cmd, stdout=fh, stderr=subprocess.STDOUT, cwd=REPO)
            fh.flush()
            returncodes.append(proc.returncode)
            sessions += 1
            with open(log, "rb") as rd:
                rd.seek(start)
                execs += _stat(rd.read().decode(errors="replace"), "number_of_executed_units") or 0
    new = []
    for p in sorted(found_dir.iterdir()):
        data = p.read_bytes()
        name = f"{p.name.split('-')[0]}-{hashlib.sha1(data).hexdigest()[:16]}"
        kept.mkdir(parents=True, exist_ok=True)
        if not (kept / name).exists():
            (kept / name).write_bytes(data)
            new.append(name)
    line = (f"{started:%Y-%m-%dT%H:%M:%SZ} target={target} seconds={seconds} executions={execs} "
            f"sessions={sessions} new_findings={len(new)}{' ' + ','.join(new) if new else ''} log={log}")
    with open(RESULTS, "a") as fh:
        fh.write(line + "\n")
    print(line, flush=True)
    return not new


def _stat(text, name):
    found = re.findall(rf"stat::{name}:\s*(\d+)", text)
    if found:
        return int(found[-1])
    runs = re.findall(r"#(\d+)\s", text)
    return int(runs[-1]) if runs else None


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        target = argv[1]
        rest = argv[3:] if argv[2:3] == ["--"] else argv[2:]
        child(target, rest)
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=int, default=60, help="time budget per target (default 60)")
    parser.add_argument("--targets", default="file,event,rows")
    parser.add_argument("--workdir", help="where seeds, the growing corpus and logs go (default: a temporary folder)")
    args = parser.parse_args(argv)
    workdir = Path(args.workdir) if args.workdir else Path(tempfile.mkdtemp(prefix="binlogspec-fuzz-"))
    workdir.mkdir(parents=True, exist_ok=True)
    ok = True
    for target in args.targets.split(","):
        ok = run_target(target, args.seconds, workdir) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
