"""mysqlbinlog's selectors as options of the ``mysql_binlog`` source and of the job: the source
gives exactly the events and row changes ``binlogspec events|rows`` gives with the same options
(which tests/test_selectors.py holds to mariadb-binlog), on whole files, files cut into splits and
reads of several files; splits that would show nothing are not planned; ``read_table``, the job
and ``binlogspec parquet`` take them too.

Most comparisons call the source's reader directly (its ``partitions()`` and ``read()``, what
Spark calls): hundreds of reads, no Spark job each; a few go through Spark itself. Times are
given in the local time zone, which the Spark workers share with this process."""

import collections
import contextlib
import io
import json
from datetime import datetime

import pytest

from conftest import CORPUS, corpus_binlogs

pytest.importorskip("pyspark")

from binlogspec import cli, parquet  # noqa: E402
from binlogspec_spark import job, read_table  # noqa: E402
from binlogspec_spark.datasource import EVENTS_SCHEMA, ROWS_SCHEMA, BinlogReader, Options  # noqa: E402

OPTION = {"--start-position": "startPosition", "--stop-position": "stopPosition",
          "--start-datetime": "startDatetime", "--stop-datetime": "stopDatetime", "--database": "database"}
SAMPLES = [str(p) for p in job.sample_files()]
SAMPLE_SCHEMA = str(job.SAMPLE_SCHEMA)
# time-ordered reads (each file's events before the next file's first event), two of them > 100 KB
BY_TIME = ["wsql__ver_5_1_23.001", "wsql__binlog_transaction.000001", "wsql__ver_trunk_row_v2.001",
           "canal__tsdb_mysql-bin.000003"]
SEVERAL = ["canal__tsdb_mysql-bin.000003", "maxwell__binlog.000004", "mdbpoc__domain_id_0_mariadb-repl-bin.000005"]
BIG = "mbcj__mysql-bin.sakila"  # 1.4 MB, header times not in order


def _text(seconds):
    return datetime.fromtimestamp(seconds).strftime("%Y-%m-%d %H:%M:%S")


def _args(case):
    out = []
    for option, value in case.items():
        if option == "--database":
            for db in value.split(","):
                out += ["-d", db]
        else:
            out += [option, str(value)]
    return out


def ours(command, files, case=None, *extra):
    """What ``binlogspec COMMAND`` prints with the case's options (in this process), and its status."""
    parsed = cli.build_parser().parse_args([command, *_args(case or {}), *extra, *map(str, files)])
    out = io.BytesIO()
    with contextlib.redirect_stderr(io.StringIO()):
        status = parsed.func(parsed, out)
    return [json.loads(line) for line in out.getvalue().splitlines()], status


def source_options(mode, files, case, max_bytes=None, **extra):
    options = {"mode": mode, "paths": json.dumps([str(f) for f in files]), "parseMode": "FAILFAST", **extra}
    options.update({OPTION[k]: str(v) for k, v in case.items()})
    if max_bytes:
        options["maxPartitionBytes"] = str(max_bytes)
    return options


def planned(mode, files, case, max_bytes=None):
    reader = BinlogReader(Options(source_options(mode, files, case, max_bytes)),
                          EVENTS_SCHEMA if mode == "events" else ROWS_SCHEMA)
    return reader, reader.partitions()


def source(mode, files, case, max_bytes=None):
    """The source's rows with the case's options (its reader called as Spark calls it), and how
    many partitions it planned."""
    reader, parts = planned(mode, files, case, max_bytes)
    return [row for part in parts for batch in reader.read(part) for row in batch.to_pylist()], len(parts)


def keys(rows):
    return [(r["file"], r["pos"], r.get("payload_offset"), r.get("row_index")) for r in rows]


def cli_keys(command, rows):
    if command == "events":
        return [(r["file"], r["pos"], r.get("payload_offset"), None) for r in rows]
    index = collections.Counter()
    out = []
    for r in rows:  # rows prints no row index: the rows of one event come in order
        out.append((r["file"], r["pos"], None, index[(r["file"], r["pos"])]))
        index[(r["file"], r["pos"])] += 1
    return out


def same(command, files, case, max_bytes=None):
    """The source equals the command line with the case's options; returns the partitions planned
    (None where the command line does not read the files through: a damaged file)."""
    theirs, status = ours(command, files, case)
    if status:
        return None
    rows, parts = source(command, files, case, max_bytes)
    assert cli_keys(command, theirs) == keys(rows), (command, [f.name for f in files], case, max_bytes)
    return parts


def cases(events):
    """Selectors picked from a file's own events, as tests/test_selectors.py picks them."""
    top = [e for e in events if e.get("payload_offset") is None]
    a, b = top[len(top) // 3], top[(2 * len(top)) // 3]
    return [{"--start-position": a["pos"]}, {"--stop-position": b["pos"]},
            {"--start-position": a["pos"], "--stop-position": b["pos"]},
            {"--start-datetime": _text(a["timestamp"])}, {"--stop-datetime": _text(b["timestamp"])},
            {"--start-datetime": _text(a["timestamp"]), "--stop-datetime": _text(b["timestamp"] + 1)}]


def test_source_selectors_are_the_command_lines_on_every_corpus_file(corpus):
    compared = 0
    for path in corpus_binlogs():
        if path.name == BIG:
            continue  # below, in splits
        events, status = ours("events", [path])
        if status or len(events) < 6:
            continue
        for case in cases(events):
            for command in ("events", "rows"):
                compared += same(command, [path], case) is not None
    assert compared >= 400


def test_source_selectors_across_splits(corpus):
    """A file cut into splits (and cut at the start position) gives what the whole file gives."""
    for name, max_bytes in ((BIG, 131072), ("wsql__ver_trunk_row_v2.001", 4096)):
        path = CORPUS / name
        events, _ = ours("events", [path])
        assert len(planned("events", [path], {}, max_bytes)[1]) > 2
        for n, case in enumerate(cases(events)):
            for command in ("events", "rows"):
                if command == "rows" and name == BIG and n != 2:
                    continue  # 47,000 row changes a read: one case is enough
                assert same(command, [path], case, max_bytes) >= 1


def test_source_selectors_over_several_files(corpus):
    """The start position counts in the first file, the stop position in the last; times and
    databases in every file."""
    for names in (BY_TIME, SEVERAL):
        files = [CORPUS / n for n in names]
        each = [ours("events", [f])[0] for f in files]
        first, middle, last = each[0], each[len(each) // 2], each[-1]
        start, stop = first[len(first) // 2]["pos"], last[len(last) // 3]["pos"]
        at = middle[len(middle) // 2]["timestamp"]
        for case in ({"--start-position": start}, {"--stop-position": stop},
                     {"--start-position": start, "--stop-position": stop},
                     {"--stop-position": start},  # in the last file only
                     {"--start-datetime": _text(at)}, {"--stop-datetime": _text(at)},
                     {"--start-datetime": _text(each[1][0]["timestamp"]),
                      "--stop-datetime": _text(last[3]["timestamp"])},
                     {"--database": "tsdb"}, {"--database": "tsdb,test", "--start-position": 1000}):
            for command in ("events", "rows"):
                for max_bytes in (None, 4096):
                    assert same(command, files, case, max_bytes)


def _split_sizes(parts):
    return [(p.split.file.name.rsplit("/", 1)[-1], p.split.start, p.split.end) for p in parts]


def test_splits_that_show_nothing_are_not_planned(corpus):
    path = CORPUS / BIG
    events, _ = ours("events", [path])
    _, every = planned("events", [path], {}, 131072)
    assert len(every) > 8
    start, stop = events[len(events) // 3]["pos"], events[(2 * len(events)) // 3]["pos"]
    _, parts = planned("rows", [path], {"--start-position": start}, 131072)
    # cut at the start position, the splits before it gone
    assert parts[0].split.start == min(e["pos"] for e in events if e["pos"] >= start)
    assert len(parts) < len(every)
    _, parts = planned("rows", [path], {"--stop-position": stop}, 131072)
    assert len(parts) < len(every) and all((p.split.start or 4) < stop for p in parts)
    _, parts = planned("rows", [path], {"--start-position": start, "--stop-position": stop}, 131072)
    assert len(parts) < len(every) / 2 + 2

    # times: a file whose events are all before a start time is not planned (walked in splits,
    # or known from the next file's first event); the events mode keeps its format description
    files = [CORPUS / n for n in BY_TIME[:3]]  # 150 KB, 2 KB, 150 KB
    older, newer = files[0], files[2]
    begins = _text(ours("events", [newer])[0][0]["timestamp"])
    for max_bytes in (16384, None):  # older cut into splits, or one split bounded by the next file
        _, parts = planned("rows", files, {"--start-datetime": begins}, max_bytes)
        assert str(older) not in {p.split.file.name for p in parts}
        _, parts = planned("events", files, {"--start-datetime": begins}, max_bytes)
        (fde,) = [p.split for p in parts if p.split.file.name == str(older)]
        first = ours("events", [older])[0][0]
        assert fde.start is None and fde.end == first["next_pos"] and first["type"] == "FORMAT_DESCRIPTION_EVENT"
        assert same("events", files, {"--start-datetime": begins}, max_bytes)
        # and a file that begins at or after a stop time is not planned
        _, parts = planned("rows", files, {"--stop-datetime": begins}, max_bytes)
        assert parts and str(newer) not in {p.split.file.name for p in parts}
        assert same("rows", files, {"--stop-datetime": begins}, max_bytes)


def test_layouts_are_those_of_the_selected_range():
    """A start inside a statement: the layout of its table map (before the start) is listed,
    whichever split the map is in; the layouts before the start are not."""
    def layouts(case, max_bytes=None):
        options = source_options("layouts", SAMPLES[:1], case, max_bytes, schemaFile=SAMPLE_SCHEMA)
        from binlogspec_spark.datasource import LAYOUTS_SCHEMA

        reader = BinlogReader(Options(options), LAYOUTS_SCHEMA)
        return sorted({(r["table"], r["pos"]) for p in reader.partitions() for b in reader.read(p)
                       for r in b.to_pylist()})

    events, _ = ours("events", SAMPLES[:1])
    maps = [e for e in events if e["type"] == "TABLE_MAP_EVENT"]
    shown = [(i, e) for i, e in enumerate(events) if e["type"].startswith(("UPDATE_ROWS", "WRITE_ROWS", "DELETE_ROWS"))]
    i, rows_event = shown[len(shown) // 2]
    table_map = events[i - 1]
    assert table_map["type"] == "TABLE_MAP_EVENT"
    for max_bytes in (None, 700):
        found = layouts({"--start-position": rows_event["pos"]}, max_bytes)
        assert (table_map["body"]["table_name"], table_map["pos"]) in found
        assert all(pos >= table_map["pos"] for _, pos in found)
    assert len(layouts({})) > len(layouts({"--start-position": rows_event["pos"]})) >= 1
    assert len(maps) > 3


def test_spark_reads_with_selectors(spark, corpus):
    """Through Spark: events of several files cut into splits, and rows by time and database."""
    files = [CORPUS / n for n in SEVERAL]
    first, last = ours("events", [files[0]])[0], ours("events", [files[-1]])[0]
    case = {"--start-position": first[len(first) // 2]["pos"], "--stop-position": last[len(last) // 3]["pos"]}
    df = spark.read.format("mysql_binlog").options(**source_options("events", files, case, 16384)).load()
    assert df.rdd.getNumPartitions() < len(planned("events", files, {}, 16384)[1])
    got = [(r.file, r.pos, r.payload_offset, None) for r in df.orderBy("file", "pos").collect()]
    rank = {str(f): i for i, f in enumerate(files)}
    got.sort(key=lambda k: (rank[k[0]], k[1], k[2] if k[2] is not None else -1))
    assert got == cli_keys("events", ours("events", files, case)[0])

    files = [CORPUS / n for n in BY_TIME]
    at = ours("events", [files[1]])[0][0]["timestamp"]
    case = {"--start-datetime": _text(at), "--database": "tsdb,test"}
    df = spark.read.format("mysql_binlog").options(**source_options("rows", files, case)).load()
    counts = collections.Counter((r.db, r.table, r.op) for r in df.collect())
    want = collections.Counter((r["db"], r["table"], r["op"]) for r in ours("rows", files, case)[0])
    assert counts == want and sum(want.values()) > 0


def test_read_table_with_selectors(spark):
    events, _ = ours("events", SAMPLES[:1])
    case = {"--start-position": events[len(events) // 2]["pos"]}
    df = read_table(spark, SAMPLES, "shop.customers", schemaFile=SAMPLE_SCHEMA,
                    startPosition=str(case["--start-position"]))
    got = collections.Counter((r.file, r.pos, r.op) for r in df.collect())
    want = collections.Counter((r["file"], r["pos"], r["op"]) for r in ours("rows", SAMPLES, case,
                                                                             "--schema-file", SAMPLE_SCHEMA)[0]
                               if r["table"] == "customers")
    assert got == want and 0 < sum(got.values()) < 16


def _counts(rows):
    return collections.Counter((f"{r['db']}.{r['table']}", r["op"]) for r in rows if r.get("_corrupt_record") is None)


def test_job_and_parquet_command_take_the_selectors(spark, tmp_path):
    import pyarrow.parquet as pq

    a, b = ours("events", SAMPLES[:1])[0], ours("events", SAMPLES[1:])[0]
    case = {"--start-position": a[len(a) // 2]["pos"], "--stop-position": b[len(b) // 2]["pos"]}
    want = _counts(ours("rows", SAMPLES, case, "--schema-file", SAMPLE_SCHEMA)[0])
    assert 0 < sum(want.values()) < 36
    options = {"schemaFile": SAMPLE_SCHEMA, **{OPTION[k]: str(v) for k, v in case.items()}}
    summary = job.run(spark, SAMPLES, tmp_path / "job", options=options, stdout=io.StringIO())
    assert _counts(pq.read_table(tmp_path / "job" / "changes").to_pylist()) == want
    assert summary["row_changes"] == sum(want.values())

    parsed = cli.build_parser().parse_args(["parquet", "--quiet", "--out", str(tmp_path / "cli"), "--schema-file",
                                            SAMPLE_SCHEMA, *_args(case), *SAMPLES])
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert parsed.func(parsed, io.BytesIO()) == 0
    assert _counts(pq.read_table(tmp_path / "cli" / "changes").to_pylist()) == want
    # by time over files of which the first is passed over: the same whatever the splits, the
    # summary counting the events of the selected range
    files = [str(CORPUS / n) for n in BY_TIME[:3]]
    begins = ours("events", files[1:2])[0][0]["timestamp"] + 1
    case = {"--start-datetime": _text(begins)}
    want = _counts(ours("rows", files, case)[0])
    # (less the format descriptions events shows whatever their time)
    events = [e for e in ours("events", files, case)[0] if e["timestamp"] >= begins]
    for max_bytes in ("4096", None):
        options = {"startDatetime": case["--start-datetime"], **({"maxPartitionBytes": max_bytes} if max_bytes else {})}
        out = tmp_path / f"by-time-{max_bytes}"
        with contextlib.redirect_stderr(io.StringIO()):
            summary = parquet.run(files, out, options=options, stdout=io.StringIO())
        assert _counts(pq.read_table(out / "changes").to_pylist()) == want
        assert summary["events"] == len(events) > 0
    # a time that does not read: one line, before Spark starts
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert job.main(["--start-datetime", "yesterday", *SAMPLES]) == 2
    assert "not a date and time" in err.getvalue() and len(err.getvalue().splitlines()) == 1
