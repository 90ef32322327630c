"""Statement text as text.

QUERY events (and MariaDB's compressed ones, EXECUTE_LOAD_QUERY), MariaDB's ANNOTATE_ROWS and
MySQL's ROWS_QUERY carry the statement a client sent, as bytes in the client's character set.
The specs keep those bytes (a statement may not decode, and the format says no more); an event's
tree (:attr:`binlogspec.events.Event.tree`) holds the statement as ``str``, decoded with the
event's own charset: a QUERY event's ``charset`` status variable (``character_set_client``), else
utf8mb4. A statement that does not decode in it stays bytes (hex in JSON), never a guess.
"""

from binlogspec import charsets
from binlogspec.generated_enums import EVENT_TYPE as T

__all__ = ["decode_statement"]

UTF8MB4 = 45  # utf8mb4_general_ci: what a statement with no charset variable is taken to be in
# where each event keeps its statement: a path of keys in its tree
STATEMENT_PATHS = {
    T["query_event"]: (("query",),),
    T["query_compressed_event"]: (("query",), ("compressed_query", "text")),
    T["execute_load_query_event"]: (("query",),),
    T["annotate_rows_event"]: (("statement",),),
    T["rows_query_log_event"]: (("query",),),
}


# where a statement's collation is: the status variables (a QUERY event's: the holder, then its
# list), the one of this code, and this field of its value (tools/fastgen.py writes the same rule
# into the generated JSON writer of QUERY_EVENT's body)
STATUS_VARS = ("status_vars", "vars")
CLIENT_CHARSET = ("charset", "character_set_client")


def _client_collation(tree):
    holder, items = STATUS_VARS
    code, field = CLIENT_CHARSET
    for var in ((tree.get(holder) or {}).get(items) or ()):
        if var.get("code") == code and isinstance(var.get("value"), dict):
            return var["value"].get(field)
    return None


def decode_statement(type_code, tree):
    """``tree`` (an event body's canonical tree) with its statement decoded in place, where the
    event has one and it decodes; returns the tree."""
    paths = STATEMENT_PATHS.get(type_code)
    if not paths or not isinstance(tree, dict):
        return tree
    collation = _client_collation(tree) or UTF8MB4
    for path in paths:
        holder = tree
        for key in path[:-1]:
            holder = holder.get(key) if isinstance(holder, dict) else None
        if not isinstance(holder, dict) or not isinstance(holder.get(path[-1]), (bytes, bytearray)):
            continue
        text = charsets.decode(holder[path[-1]], collation, errors="bytes")
        if isinstance(text, str):
            holder[path[-1]] = text
    return tree
