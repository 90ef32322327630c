"""The binlog event layouts as construct definitions.

One module per event, named and laid out like the Kaitai spec of the same name in
``formats/kaitai``: the same field names in the same order, so that a parse by either gives
the same tree (``binlogspec.tree`` compares them). Each module exports a factory named after
the spec that takes the spec's params (as values or construct expressions) and returns the
construct; the params become the first fields of the result, as Kaitai keeps them.
"""
