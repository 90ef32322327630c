"""Row events: write/update/delete v0, v1, v2, partial update, MariaDB compressed (body): construct
twin of ``formats/kaitai/rows_event.ksy``.

The rank chains that the Kaitai spec builds entry by entry (``present_ranks``,
``present_after_ranks``, ``json_ranks``) are computed here in one pass by named functions and
give the same lists. The row structs reach the event through the context chain
(cell -> row_image -> row -> row_list -> event), as the Kaitai spec does through ``_parent``.
"""

from construct import (
    Array, Computed, Container, Enum, FixedSized, GreedyBytes, If, Int8ub, Int8ul,
    Int16ub, Int16ul, Int24ub, Int32ub, Int32ul, ListContainer, Struct, Switch, this,
)

from binlogspec.formats.column_cell import column_cell
from binlogspec.formats.common import Derived, IfNotEof, RepeatEos, column_bitmap, packed_int, zlib_compressed

WRITE_CODES = frozenset({20, 23, 30, 166, 169})
DELETE_CODES = frozenset({22, 25, 32, 168, 171})
AFTER_BITMAP_CODES = frozenset({24, 31, 39, 167, 170})
EXTRA_ROW_INFO_TYPE = dict(ndb=0, partition=1)


def _is_compressed(ev):
    return 166 <= ev.event_type_code <= 171


def _is_v0(ev):
    return 20 <= ev.event_type_code <= 22


def _is_write(ev):
    return ev.event_type_code in WRITE_CODES


def _is_delete(ev):
    return ev.event_type_code in DELETE_CODES


def _has_after_bitmap(ev):
    return ev.event_type_code in AFTER_BITMAP_CODES


def _is_partial_update(ev):
    return ev.event_type_code == 39


def _ranks(flags):
    out, rank = ListContainer(), 0
    for flag in flags:
        flag = bool(flag)
        out.append(Container(is_set=flag, rank=rank, rank_next=rank + flag))
        rank += flag
    return out


def _present_ranks(ev):
    return _ranks(ev.columns_present.bits)


def _present_after_ranks(ev):
    return _ranks(ev.columns_present_after.bits)


def _json_ranks(ev):
    types = ev.table_map.column_types
    return _ranks(types[i] == "json" for i in range(ev.num_columns.value))


def _num_present(ev):
    return ev.present_ranks[-1].rank_next if ev.present_ranks else 0


def _num_present_after(ev):
    if not _has_after_bitmap(ev):
        return _num_present(ev)
    return ev.present_after_ranks[-1].rank_next if ev.present_after_ranks else 0


def _table_id(ev):
    return ev.table_id_low if ev.len_post_header == 6 else ev.table_id_low + ev.table_id_high * 4294967296


def _is_update_v2(ctx):
    # ctx: partition_info; its parents are the entry, the extra row info and the event.
    return ctx._._._.event_type_code in (31, 39)


ndb_info = Struct("len_info" / Int8ul, "format" / Int8ul, "payload" / FixedSized(this.len_info - 2, GreedyBytes))

partition_info = Struct("partition_id" / Int16ul, "source_partition_id" / If(_is_update_v2, Int16ul))

unknown_info = Struct("raw" / GreedyBytes)

extra_row_info_entry = Struct(
    "type_code" / Enum(Int8ul, **EXTRA_ROW_INFO_TYPE),
    "body" / Switch(this.type_code, {"ndb": ndb_info, "partition": partition_info}, default=unknown_info),
)

extra_row_info = Struct("entries" / RepeatEos(extra_row_info_entry))


# --- row images; ``ctx`` below is the row_image struct, ``_event(ctx)`` the rows event.

def _event(image):
    return image._._._


def _cell_event(cell):
    return cell._._._._


def _has_partial_bits(image):
    return image.has_value_options and (image.value_options.value & 1) != 0


def _num_json_columns(image):
    ev = _event(image)
    return ev.json_ranks[ev.num_columns.value - 1].rank_next


def _num_null_bits(image):
    ev = _event(image)
    return _num_present_after(ev) if image.uses_after_bitmap else _num_present(ev)


def _num_columns(image):
    return _event(image).num_columns.value


def _cell_table_map(cell):
    return _cell_event(cell).table_map


def _cell_index(cell):
    return cell._._index


def _cell_is_present(cell):
    image, ev = cell._, _cell_event(cell)
    bitmap = ev.columns_present_after if image.uses_after_bitmap else ev.columns_present
    return bool(bitmap.bits[image._index])


def _cell_is_null(cell):
    image, ev = cell._, _cell_event(cell)
    i = image._index
    if _is_v0(ev):
        return False
    if image.uses_after_bitmap:
        return bool(image.null_bitmap.bits[ev.present_after_ranks[i].rank]) if ev.columns_present_after.bits[i] else False
    return bool(image.null_bitmap.bits[ev.present_ranks[i].rank]) if ev.columns_present.bits[i] else False


def _cell_is_partial_json(cell):
    image, ev = cell._, _cell_event(cell)
    i = image._index
    if _has_partial_bits(image) and ev.table_map.column_types[i] == "json":
        return bool(image.partial_json_columns.bits[ev.json_ranks[i].rank])
    return False


def row_image(uses_after_bitmap, has_value_options):
    return Struct(
        "uses_after_bitmap" / Computed(uses_after_bitmap),
        "has_value_options" / Computed(has_value_options),
        "value_options" / If(this.has_value_options, packed_int),
        "partial_json_columns" / If(_has_partial_bits, column_bitmap(_num_json_columns)),
        "null_bitmap" / column_bitmap(_num_null_bits),
        "cells" / Array(
            _num_columns,
            column_cell(_cell_table_map, _cell_index, _cell_is_present, _cell_is_null, _cell_is_partial_json),
        ),
    )


def _row_has_before(row):
    return not _is_write(row._._)


def _row_has_after(row):
    return not _is_delete(row._._)


def _after_uses_after_bitmap(image):
    return _has_after_bitmap(image._._._)


def _after_has_value_options(image):
    return _is_partial_update(image._._._)


row = Struct(
    "before_image" / If(_row_has_before, row_image(False, False)),
    "after_image" / If(_row_has_after, row_image(_after_uses_after_bitmap, _after_has_value_options)),
)

row_list = Struct("rows" / RepeatEos(row))


def _not_compressed(ev):
    return not _is_compressed(ev)


def rows_event(event_type_code, len_post_header, table_map):
    return Struct(
        "event_type_code" / Computed(event_type_code),
        "len_post_header" / Computed(len_post_header),
        "table_map" / Computed(table_map),
        "table_id_low" / Int32ul,
        "table_id_high" / If(this.len_post_header != 6, Int16ul),
        "flags" / Int16ul,
        "len_extra_row_info" / If(this.len_post_header == 10, Int16ul),
        "extra_row_info" / If(this.len_post_header == 10, FixedSized(this.len_extra_row_info - 2, extra_row_info)),
        "num_columns" / packed_int,
        "columns_present" / column_bitmap(this.num_columns.value),
        "columns_present_after" / If(_has_after_bitmap, column_bitmap(this.num_columns.value)),
        "present_ranks" / Derived(_present_ranks),
        "present_after_ranks" / If(_has_after_bitmap, Derived(_present_after_ranks)),
        "json_ranks" / If(_is_partial_update, IfNotEof(Derived(_json_ranks))),
        "compression_header" / If(_is_compressed, Int8ul),
        "len_uncompressed" / If(_is_compressed, Switch(
            this.compression_header & 0x07, {1: Int8ub, 2: Int16ub, 3: Int24ub, 4: Int32ub})),
        "row_data" / If(_not_compressed, row_list),
        "row_data_compressed" / If(_is_compressed, zlib_compressed(row_list)),
        "table_id" / Derived(_table_id),
        "is_compressed" / Derived(_is_compressed),
        "is_v0" / Derived(_is_v0),
        "is_write" / Derived(_is_write),
        "is_delete" / Derived(_is_delete),
        "has_after_bitmap" / Derived(_has_after_bitmap),
        "is_partial_update" / Derived(_is_partial_update),
        "num_present" / Derived(_num_present),
        "num_present_after" / Derived(_num_present_after),
    )
