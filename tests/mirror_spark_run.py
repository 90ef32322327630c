"""The Spark side of tests/test_mirror_spark.py, run by build/delta-venv's Python (PySpark 4.2 and
delta-spark: see requirements-delta.txt): ``python mirror_spark_run.py PLAN.json RESULT.json``.

One Spark session (local[2], Delta's jars from the ivy folder ./build.sh setup filled) does every
step the plan's test needs, and writes what it read back (Delta tables read with Spark, as the
client's text prints the values) for the test to hold to the server's SELECT."""

import datetime
import decimal
import json
import os
import shutil
import sys
import time


def text(value):
    if value is None:
        return None
    if isinstance(value, datetime.datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S.%f")
    if isinstance(value, decimal.Decimal):
        return str(value)
    return str(value)


def main(plan_path, result_path):
    plan = json.load(open(plan_path, encoding="utf-8"))
    started = time.time()
    import deltalake
    import pyspark

    from binlogspec import mirror as cli
    from binlogspec_spark import mirror as spark_mirror, session
    from binlogspec_spark.mirror import delta_config

    spark = session(config={**delta_config(jars=os.path.join(plan["ivy"], "jars")),  # (no resolution: offline) "spark.driver.memory": "1g",
                            "spark.sql.shuffle.partitions": "2", "spark.default.parallelism": "2",
                            "spark.databricks.delta.snapshotPartitions": "2"})
    spark.sparkContext.setLogLevel("ERROR")
    result = {"pyspark": pyspark.__version__, "session_s": time.time() - started, "steps": {}}
    files, tables, db, columns = plan["files"], plan["tables"], plan["db"], plan["columns"]

    def rows(out, table, version=None):
        path = os.path.join(out, f"{db}.{table}")
        reader = spark.read.format("delta")
        if version is not None:
            reader = reader.option("versionAsOf", version)
        frame = reader.load(path)
        names = [c for c in columns[table] if c in frame.columns]
        return {"columns": names, "rows": sorted([[text(v) for v in r] for r in frame.select(*names).collect()],
                                                 key=lambda r: [(v is None, v) for v in r])}

    def versions(out):
        return {t: deltalake.DeltaTable(os.path.join(out, f"{db}.{t}")).version() for t in columns}

    def snapshot(out, summary=None):
        return {"summary": summary, "versions": versions(out), "tables": {t: rows(out, t) for t in columns}}

    def step(name, fn):
        t0 = time.time()
        result["steps"][name] = fn()
        result.setdefault("timings", {})[name] = round(time.time() - t0, 1)

    base = plan["base"]
    # the Spark path after each file, then again over every file
    out = os.path.join(base, "spark")
    step("per_file", lambda: [snapshot(out, spark_mirror(spark, files[:n], out, tables=tables))
                              for n in range(1, len(files) + 1)])
    step("again", lambda: snapshot(out, spark_mirror(spark, files, out, tables=tables)))
    # the command line's mirror read back with Spark at each point (versionAsOf by position)
    cli_out = plan["cli_out"]
    step("cli_versions", lambda: [{t: rows(cli_out, t, cli.version_at(os.path.join(cli_out, f"{db}.{t}"),
                                                                         (p["file"], p["pos"])))
                                   for t in columns} for p in plan["points"]])
    # the command line and the Spark path taking turns over one folder
    mixed = os.path.join(base, "mixed")

    def turns():
        def cli_run(upto):
            return cli.mirror(files[:upto], mixed, tables=lambda n: n in tables.split(","), filter_text=tables)

        out = [snapshot(mixed, cli_run(2))]
        # a Spark run that dies after its first table's commit (mirror_src.pair), then one that completes it
        module = sys.modules["binlogspec_spark.mirror"]
        commit, calls = module._commit, []

        def dying(*args, **kwargs):
            if calls:
                raise RuntimeError("killed")
            calls.append(args[3])
            return commit(*args, **kwargs)

        module._commit = dying
        try:
            spark_mirror(spark, files[:3], mixed, tables=tables)
            killed = None
        except cli.MirrorError as exc:
            killed = {"error": str(exc), "versions": versions(mixed), "committed": list(calls),
                      "status": {r["table"]: [r["file"], r["pos"]] for r in cli.status(mixed)}}
        finally:
            module._commit = commit
        out.append(snapshot(mixed, spark_mirror(spark, files[:3], mixed, tables=tables)))
        out[-1]["killed"] = killed
        out.append(snapshot(mixed, cli_run(len(files))))
        out.append(snapshot(mixed, spark_mirror(spark, files, mixed, tables=tables)))
        try:  # a table with changes and no key: one line naming it, before anything is written
            spark_mirror(spark, files, os.path.join(base, "nokey"), tables=f"{db}.nokey")
            out.append({"error": None})
        except cli.MirrorError as exc:
            out.append({"error": str(exc), "written": os.listdir(os.path.join(base, "nokey"))
                        if os.path.isdir(os.path.join(base, "nokey")) else []})
        # DDL that changes rows without row events: CREATE TABLE before the table's rows is no
        # obstacle; a TRUNCATE after them is refused in one line, nothing committed
        ddl_out = os.path.join(base, "ddl")
        first = spark_mirror(spark, plan["ddl_files"][:1], ddl_out, tables=plan["ddl_table"])
        try:
            spark_mirror(spark, plan["ddl_files"], ddl_out, tables=plan["ddl_table"])
            refused = None
        except cli.MirrorError as exc:
            refused = str(exc)
        out.append({"first": first, "refused": refused,
                    "versions": deltalake.DeltaTable(os.path.join(ddl_out, plan["ddl_table"])).version(),
                    "rows": sorted([[text(v) for v in r] for r in spark.read.format("delta").load(
                        os.path.join(ddl_out, plan["ddl_table"])).select("id", "v").collect()])})
        return out

    step("mixed", turns)
    # the stream: files arrive one by one; a running query's foreachBatch keeps the mirror current
    inbox, streamed = os.path.join(base, "inbox"), os.path.join(base, "streamed")
    os.makedirs(inbox)

    def stream():
        from binlogspec_spark.mirror import foreach_batch

        for path in files[:2]:  # (then the others one by one)
            shutil.copyfile(path, os.path.join(inbox, os.path.basename(path)))
        query = (spark.readStream.format("mysql_binlog").option("tables", tables).load(inbox).writeStream
                 .foreachBatch(foreach_batch(inbox, streamed, tables=tables))
                 .option("checkpointLocation", os.path.join(base, "checkpoint")).start())
        out = []

        def batch(path, data=None):
            if path is not None:
                with open(path, "rb") as fh:
                    whole = fh.read()
                with open(os.path.join(inbox, os.path.basename(path)), "wb") as fh:
                    fh.write(whole if data is None else whole[:data])
            query.processAllAvailable()
            out.append(snapshot(streamed))
            out[-1]["status"] = {r["table"]: [r["file"], r["pos"], r["gtid"]] for r in cli.status(streamed)}

        try:
            batch(None)
            # file 3 as the server writes it: cut inside the transaction after the midway point
            batch(files[2], plan["midway_cut"])
            batch(files[2])
            batch(files[3])
        finally:
            query.stop()
        return out

    step("stream", stream)
    result["total_s"] = time.time() - started
    json.dump(result, open(result_path, "w", encoding="utf-8"), ensure_ascii=False)
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
