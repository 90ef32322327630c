"""What a row change is made of: the columns a table map describes (:class:`Column`) and one
row inserted, updated or deleted (:class:`RowChange`). Plain records, no decoding: every stage
above the reader (columns, the fast decoder, the walk, values, Arrow, JSON, Spark) shares them."""

from dataclasses import dataclass, field
from typing import Any, Optional

__all__ = ["Column", "RowChange"]


@dataclass(frozen=True)
class Column:
    """What is known of one column of a table map."""

    index: int
    name: str
    type_code: int
    type_name: str
    real_type_name: Optional[str] = None  # STRING columns: STRING, ENUM or SET
    nullable: bool = True
    unsigned: Optional[bool] = None
    collation_id: Optional[int] = None
    enum_labels: Optional[tuple] = None
    set_labels: Optional[tuple] = None
    precision: Optional[int] = None
    scale: Optional[int] = None
    fsp: int = 0
    max_length: Optional[int] = None
    bits: Optional[int] = None
    geometry_type: Optional[int] = None
    dimensions: Optional[int] = None
    visible: Optional[bool] = None
    in_primary_key: bool = False


@dataclass(slots=True)
class RowChange:
    """One row inserted, updated or deleted."""

    file: str
    pos: int
    next_pos: int
    timestamp: int
    server_id: int
    gtid: Optional[str]
    db: str
    table: str
    op: str
    before: Optional[dict[str, Any]]
    after: Optional[dict[str, Any]]
    columns: Optional[list[Column]] = field(repr=False, default=None)
    row_index: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "pos": self.pos, "gtid": self.gtid, "db": self.db, "table": self.table,
                "op": self.op, "before": self.before, "after": self.after}
