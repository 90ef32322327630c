"""Type aliases of the public API (for annotations only)."""

import os
from typing import IO, Any, Callable, Mapping, Sequence, Union

#: what a binlog is read from: a path, its bytes, or a binary file object
Source = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview, IO[bytes]]
#: a table's schema as callers give it: a CREATE TABLE statement, column names, (name, type) pairs
TableSchema = Union[str, Sequence[str], Sequence[tuple[str, str]], Sequence[dict[str, Any]]]
#: ``{"db.table": schema}``, a :class:`binlogspec.columns.Schemas` or a :class:`binlogspec.ddl.SchemaTracker`
SchemaMap = Mapping[str, TableSchema]
#: which tables: a set of ``"db.table"``, a predicate on it, or a text of comma-separated
#: ``db.table`` globs as ``--tables`` takes them (``"*"``, ``"shop.*,crm.customers"``)
Tables = Union[str, Sequence[str], set[str], frozenset[str], Callable[[str], bool]]
