"""Kaitai Struct expressions: parsed once, then evaluated in Python or written out as C.

The fast row decoder (``tools/fastgen.py``, :mod:`binlogspec.fast`) takes its layouts from
the ``.ksy`` specs, whose sizes, conditions and derived values are Kaitai expressions
(``(fsp + 1) / 2``, ``len_value == 8 ? bigint_high * 4294967296 + bigint_low : ...``,
``table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.precision``). This
module reads the part of the expression language the specs use:

- integer literals (decimal, ``0x`` hex, ``0b`` binary, ``_`` separators), ``true``/``false``
- names, enum members (``field_type::code::tiny``), attribute access, ``.as<type>``
  casts (no-ops here), indexing
- unary ``-``, ``~``, ``not``; ``* / %``, ``+ -``, ``<< >>``, ``&``, ``^``, ``|``, comparisons,
  ``and``, ``or``; the conditional ``a ? b : c``

with Kaitai's meaning: ``/`` and ``%`` on integers round towards minus infinity (as Python's
``//`` and ``%``), comparisons do not chain. Anything else raises :class:`ExpressionError`.

:func:`parse` gives a tree of tuples; :func:`evaluate` computes it over Python values (a
canonical tree from :mod:`binlogspec.tree` is what the layouts are evaluated against: enum values
are member names there); :func:`to_c` writes it as a C expression, names resolved by a callback.
:func:`type_ref` splits a type reference (``cell_int(len_value)``) into its name and arguments.
"""

import re
from typing import Any

__all__ = ["ExpressionError", "evaluate", "names", "parse", "to_c", "type_ref"]


class ExpressionError(ValueError):
    """An expression outside the subset this module reads, or one that cannot be evaluated."""


_TOKEN = re.compile(r"""
    \s*(?:
      (?P<num>0[xX][0-9a-fA-F_]+|0[bB][01_]+|[0-9][0-9_]*)
    | (?P<name>[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*)
    | (?P<op><<|>>|<=|>=|==|!=|[-+*/%&|^~<>?:.()\[\],])
    )""", re.X)


def _tokens(text):
    pos, out = 0, []
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ExpressionError(f"cannot read {text[pos:]!r} in {text!r}")
        pos = m.end()
        kind = m.lastgroup
        out.append((kind, m.group(kind)))
    out.append(("end", None))
    return out


_BINARY = [  # loosest first
    ("or",), ("and",), ("==", "!=", "<", "<=", ">", ">="), ("|",), ("^",), ("&",), ("<<", ">>"), ("+", "-"),
    ("*", "/", "%"),
]
_CACHE: dict[Any, Any] = {}


def parse(text):
    """The tree of an expression (cached by its text)."""
    if isinstance(text, (int, bool)):
        return ("num", int(text))
    text = str(text)
    found = _CACHE.get(text)
    if found is None:
        parser = _Parser(_tokens(text), text)
        found = parser.ternary()
        parser.expect("end")
        _CACHE[text] = found
    return found


class _Parser:
    def __init__(self, tokens, text):
        self.tokens, self.i, self.text = tokens, 0, text

    def peek(self):
        return self.tokens[self.i]

    def take(self):
        token = self.tokens[self.i]
        self.i += 1
        return token

    def expect(self, kind, value=None):
        token = self.take()
        if token[0] != kind or (value is not None and token[1] != value):
            raise ExpressionError(f"expected {value or kind} in {self.text!r}, found {token[1]!r}")
        return token

    def at(self, *values):
        kind, value = self.peek()
        return value in values and kind in ("op", "name")

    def ternary(self):
        cond = self.binary(0)
        if self.at("?"):
            self.take()
            yes = self.ternary()
            self.expect("op", ":")
            no = self.ternary()
            return ("if", cond, yes, no)
        return cond

    def binary(self, level):
        if level == len(_BINARY):
            return self.unary()
        left = self.binary(level + 1)
        ops = _BINARY[level]
        while self.at(*ops):
            op = self.take()[1]
            right = self.binary(level + 1)
            left = ("bin", op, left, right)
            if ops[0] == "==":  # comparisons do not chain
                break
        return left

    def unary(self):
        if self.at("not"):
            self.take()
            return ("not", self.unary())
        if self.at("-", "~"):
            op = self.take()[1]
            return ("neg" if op == "-" else "inv", self.unary())
        return self.postfix(self.primary())

    def primary(self):
        kind, value = self.take()
        if kind == "num":
            digits = value.replace("_", "")
            base = 16 if digits[:2].lower() == "0x" else 2 if digits[:2].lower() == "0b" else 10
            return ("num", int(digits[2:] if base != 10 else digits, base))
        if kind == "name":
            if value in ("true", "false"):
                return ("num", int(value == "true"))
            if "::" in value:
                return ("enum", tuple(value.split("::")))
            return ("name", value)
        if value == "(":
            inner = self.ternary()
            self.expect("op", ")")
            return inner
        raise ExpressionError(f"unexpected {value!r} in {self.text!r}")

    def postfix(self, node):
        while True:
            if self.at("."):
                self.take()
                name = self.expect("name")[1]
                if name == "as" and self.at("<"):
                    self.take()
                    depth, parts = 1, []
                    while depth:
                        kind, value = self.take()
                        if kind == "end":
                            raise ExpressionError(f"unclosed cast in {self.text!r}")
                        depth += value == "<"
                        depth -= value == ">"
                        if depth:
                            parts.append(value)
                    node = ("cast", node, "".join(parts))
                else:
                    node = ("attr", node, name)
            elif self.at("["):
                self.take()
                index = self.ternary()
                self.expect("op", "]")
                node = ("index", node, index)
            else:
                return node


# ------------------------------------------------------------------------------------ Python

def _attr(obj, name):
    if isinstance(obj, dict):
        if name not in obj:
            raise ExpressionError(f"no {name!r} in {sorted(obj)}")
        return obj[name]
    return getattr(obj, name)


def _div(a, b):
    return a // b if isinstance(a, int) and isinstance(b, int) else a / b


_PY_BINARY = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": _div,
    "%": lambda a, b: a % b, "<<": lambda a, b: a << b, ">>": lambda a, b: a >> b,
    "&": lambda a, b: a & b, "|": lambda a, b: a | b, "^": lambda a, b: a ^ b,
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,
}


def evaluate(tree, scope, enum_value=None):
    """The value of a parsed expression. ``scope`` maps names to values (dicts, lists, ints);
    an enum member is ``enum_value(path)`` when given, else its member name (as canonical trees
    give enum values)."""
    if isinstance(tree, str):
        tree = parse(tree)
    kind = tree[0]
    if kind == "num":
        return tree[1]
    if kind == "name":
        if tree[1] not in scope:
            raise ExpressionError(f"unknown name {tree[1]!r}")
        return scope[tree[1]]
    if kind == "enum":
        return enum_value(tree[1]) if enum_value else tree[1][-1]
    if kind == "attr":
        return _attr(evaluate(tree[1], scope, enum_value), tree[2])
    if kind == "cast":
        return evaluate(tree[1], scope, enum_value)
    if kind == "index":
        return evaluate(tree[1], scope, enum_value)[evaluate(tree[2], scope, enum_value)]
    if kind == "if":
        return evaluate(tree[2] if evaluate(tree[1], scope, enum_value) else tree[3], scope, enum_value)
    if kind == "not":
        return not evaluate(tree[1], scope, enum_value)
    if kind == "neg":
        return -evaluate(tree[1], scope, enum_value)
    if kind == "inv":
        return ~evaluate(tree[1], scope, enum_value)
    if kind == "bin":
        op = tree[1]
        if op == "and":
            return evaluate(tree[2], scope, enum_value) and evaluate(tree[3], scope, enum_value)
        if op == "or":
            return evaluate(tree[2], scope, enum_value) or evaluate(tree[3], scope, enum_value)
        return _PY_BINARY[op](evaluate(tree[2], scope, enum_value), evaluate(tree[3], scope, enum_value))
    raise ExpressionError(f"cannot evaluate {tree!r}")


def names(tree):
    """The free names an expression reads (the first name of each attribute chain)."""
    if isinstance(tree, str):
        tree = parse(tree)
    if tree[0] == "name":
        return {tree[1]}
    out = set()
    for part in tree[1:]:
        if isinstance(part, tuple):
            out |= names(part)
    return out


# ------------------------------------------------------------------------------------ C

_C_BINARY = {"and": "&&", "or": "||"}


def to_c(tree, resolve, enum_value=None):
    """The expression as C over ``int64_t`` values. ``resolve(name)`` gives the C text of a name;
    ``enum_value(path)`` the integer of an enum member. ``/`` and ``%`` become the floor
    division and modulo macros ``KS_DIV``/``KS_MOD``, as Kaitai means them."""
    if isinstance(tree, str):
        tree = parse(tree)
    kind = tree[0]
    if kind == "num":
        value = tree[1]
        return f"INT64_C({value})" if value >= 0 else f"(-INT64_C({-value}))"
    if kind == "name":
        return f"((int64_t)({resolve(tree[1])}))"
    if kind == "enum":
        if enum_value is None:
            raise ExpressionError(f"no value for enum member {'::'.join(tree[1])}")
        return f"INT64_C({enum_value(tree[1])})"
    if kind == "cast":
        return to_c(tree[1], resolve, enum_value)
    if kind == "if":
        return (f"({to_c(tree[1], resolve, enum_value)} ? {to_c(tree[2], resolve, enum_value)} : "
                f"{to_c(tree[3], resolve, enum_value)})")
    if kind == "not":
        return f"(!{to_c(tree[1], resolve, enum_value)})"
    if kind == "neg":
        return f"(-{to_c(tree[1], resolve, enum_value)})"
    if kind == "inv":
        return f"(~{to_c(tree[1], resolve, enum_value)})"
    if kind == "bin":
        op, a, b = tree[1], to_c(tree[2], resolve, enum_value), to_c(tree[3], resolve, enum_value)
        if op == "/":
            return f"KS_DIV({a}, {b})"
        if op == "%":
            return f"KS_MOD({a}, {b})"
        return f"({a} {_C_BINARY.get(op, op)} {b})"
    raise ExpressionError(f"no C form for {tree!r} (attribute access and indexing are resolved before C)")


_TYPE_REF = re.compile(r"^\s*(?P<name>[a-z_][a-z0-9_]*)\s*(?:\((?P<args>.*)\))?\s*$", re.S)


def split_args(text):
    """Top-level comma-separated arguments of a type reference."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "<":
            depth += 1
        elif ch == ">" and depth:
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def type_ref(text):
    """``cell_int(1)`` -> (``cell_int``, [``1``]): a type reference's name and its arguments' texts.
    Here, not in the generator, so that the fast decoder's layouts (:mod:`binlogspec.fast`) read
    them without importing it."""
    m = _TYPE_REF.match(str(text))
    if not m:
        raise ExpressionError(f"type reference {text!r}")
    return m.group("name"), split_args(m.group("args")) if m.group("args") else []
