"""``./build.sh demo``: decode binlog files (by default the samples bundled in ``samples/``) and
print what is in them: events per type, checksum verdicts, and the first events of each file."""

import argparse
import sys
from collections import Counter
from pathlib import Path

import binlogspec
from binlogspec.tree import dumps

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def _short(value, width=110):
    text = dumps(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def summarize(path, show, out):
    counts, checks, error = Counter(), Counter(), None
    shown = 0
    try:
        with binlogspec.open(path) as reader:
            for event in reader:
                counts[event.type_name] += 1
                checks[event.checksum] += 1
                if shown < show:
                    where = f"{event.pos}" + (f"+{event.payload_offset}" if event.payload_offset is not None else "")
                    print(f"  {where:>10}  {event.type_name:<32} {_short(event.tree)}", file=out)
                    shown += 1
    except binlogspec.BinlogError as exc:
        error = exc
    total = sum(counts.values())
    print(f"  {total} events; checksums {dict(checks)}", file=out)
    for name, n in counts.most_common():
        print(f"    {n:6}  {name}", file=out)
    if error:
        print(f"  stopped: {error}", file=out)
    return total, error


def main(argv=None):
    parser = argparse.ArgumentParser(prog="binlogspec-demo", description=__doc__)
    parser.add_argument("files", nargs="*", help="binlog files (default: the bundled samples)")
    parser.add_argument("--show", type=int, default=8, help="events to print per file")
    args = parser.parse_args(argv)
    from binlogspec.files import binlog_files

    files = [Path(f) for f in binlog_files(args.files or [str(SAMPLES)])]
    grand, failed = 0, 0
    for path in files:
        print(f"== {path}")
        total, error = summarize(path, args.show, sys.stdout)
        grand += total
        failed += error is not None
    print(f"\n{len(files)} files, {grand} events decoded, {failed} with errors")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
