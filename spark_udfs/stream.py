"""``spark.readStream.format("mysql_binlog").load(folder)``: binlog files as a stream.

A folder (or glob) that a server, or a copy job, fills with binlog files as the server rotates
them. Each micro-batch reads what is new since the last one: new files, taken in name (binlog)
order, and the new complete transactions of a file that is still being written. The columns and
options are the batch source's (``mode`` ``rows``, ``events`` or ``typed``, ``parseMode``,
``tables``, ``keyFile``, ...).

Offsets: per file, the position up to which it has been read and what a reader needs to start
there (the format description, the table maps and GTID event in effect, the transaction state),
as :meth:`binlogspec.headerwalk.HeaderWalk.to_json` gives them; Spark keeps them in the
query's checkpoint, so a query restarted from it goes on where it stopped: every row change
exactly once.

A file is *closed* when a later file exists in the folder or its last event is a ROTATE or STOP
event: it is read to its end, and a fault in it is a ``_corrupt_record`` row (PERMISSIVE) or fails
the query (FAILFAST), as in a batch read. The last file of the folder, when not closed, is being
written: only its whole transactions are read (up to the end of the last transaction whose every
byte is there), so a batch never holds half a transaction, and bytes the server has not finished
writing wait for the next batch.

With ``schemaFile``/``followDdl`` (archives written without column names: MariaDB's default
``binlog_row_metadata``), the DDL of the new events is followed on the driver as the batch read
follows it, and the schemas in effect at the end of a micro-batch go into its offset beside the
table maps (``schemas``: :meth:`binlogspec.ddl.SchemaTracker.to_json`), so a query restarted from
its checkpoint goes on with the schemas in effect there. The selectors (``startPosition`` ...) are
not taken by the stream.
"""

from pyspark.sql.datasource import DataSourceStreamReader

from binlogspec.headerwalk import ROTATE, STOP, HeaderWalk
from binlogspec.splits import split_at
from binlogspec.storage import expand, open_binary


def check_options(options):
    """What the streaming source refuses, as a ValueError of one line: the selectors (positions and
    times of a first and last file: a batch's notion)."""
    if options.selection is not None:
        raise ValueError("mysql_binlog: the selectors (startPosition, stopPosition, startDatetime, "
                         "stopDatetime, database) are not taken by the streaming source")


class BinlogStreamReader(DataSourceStreamReader):
    def __init__(self, options, schema):
        from binlogspec.readoptions import schema_seed
        from binlogspec_spark.datasource import BinlogReader

        check_options(options)
        self.options = options
        self.batch = BinlogReader(options, schema)
        self.seed = schema_seed(options)  # (None: the read does not follow DDL)

    def _files(self):
        return expand(self.options.paths, note=lambda name, why: None)

    def initialOffset(self):
        out = {"files": {}}
        if self.seed is not None:
            out["schemas"] = self.seed.to_json()
        return out

    def _tracker(self, offset):
        """The schemas in effect at an offset (its ``schemas``, else the seed's)."""
        from binlogspec.ddl import SchemaTracker

        found = (offset or {}).get("schemas")
        return SchemaTracker.from_json(found) if found is not None else self.seed

    def _splits(self, start, end):
        """The splits of what is new from ``start`` to ``end`` (offsets), in file order."""
        before = (start or {"files": {}})["files"]
        refs = {ref.name: ref for ref in self._files()}
        out = []
        for name, now in end["files"].items():
            was = before.get(name)
            if (was is not None and was["end"] >= now["end"]) or (not now["closed"] and now["end"] <= 4):
                continue
            ref = refs.get(name)
            if ref is None:
                continue  # purged from the folder since
            walk = HeaderWalk.from_json(was["state"]) if was is not None else HeaderWalk()
            out.append(split_at(walk, ref, len(out), None if now["closed"] else now["end"]))
        return out

    def latestOffset(self, start=None, limit=None):
        """Every closed file to its end; the last file, if open, to its last whole transaction."""
        start = start or {"files": {}}
        done = dict(start["files"])
        refs = self._files()
        for i, ref in enumerate(refs):
            seen = done.get(ref.name)
            if seen is not None and seen.get("closed"):
                continue
            def resume():
                return HeaderWalk.from_json(seen["state"]) if seen is not None else HeaderWalk()

            walk = resume()
            later = i < len(refs) - 1
            boundary = walk.pos  # the last position outside a transaction
            with open_binary(ref) as fh:
                while True:
                    skipped = walk.skip(fh, ref.size, ref.size)  # (what changes only numbers, in C)
                    if skipped is not None:
                        boundary = skipped[4] if skipped[4] is not None else boundary
                        continue
                    code = walk.step(fh, ref.size)
                    if code is None:
                        break
                    if not walk.in_transaction:
                        boundary = walk.pos
                    if code in (ROTATE, STOP):
                        later = True
                if later:  # closed: to its end, whatever its bytes hold (the read reports any fault)
                    done[ref.name] = {"state": walk.to_json(), "end": ref.size, "closed": True}
                elif seen is None or boundary > seen["end"]:
                    if boundary < walk.pos:  # the state at the boundary: walked again up to it
                        walk = resume()
                        while walk.pos < boundary and (walk.skip(fh, ref.size, boundary) is not None
                                                       or walk.step(fh, ref.size) is not None):
                            pass
                    done[ref.name] = {"state": walk.to_json(), "end": walk.pos, "closed": False}
        out = {"files": done}
        if self.seed is not None:  # the schemas at its end: the new events' DDL followed
            from binlogspec.splits import follow_schemas

            out["schemas"] = follow_schemas(self._splits(start, out), self._tracker(start), backend=self.options.backend,
                                            keys=self.options.keys)[1].to_json()
        return out

    def partitions(self, start, end):
        from binlogspec_spark.datasource import SplitPartition

        splits = self._splits(start, end)
        if self.seed is not None:  # each split's schemas at its start (the start offset's, on)
            from binlogspec.splits import follow_schemas

            follow_schemas(splits, self._tracker(start), backend=self.options.backend, keys=self.options.keys)
        return [SplitPartition(split) for split in splits]

    def read(self, partition):
        return self.batch.read(partition)

    def commit(self, end):
        pass
