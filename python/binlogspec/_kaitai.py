"""Access to the Kaitai-generated parsers in ``generated/python``.

kaitai-struct-compiler writes Python modules that import one another by their top-level
names (``import event_header``), so their folder goes on ``sys.path`` (at the end, so that
nothing of the user's is shadowed) before the first of them is imported.
"""

import importlib
import sys
from pathlib import Path


def _generated_dir():
    here = Path(__file__).resolve().parent
    for candidate in (here.parent.parent / "generated" / "python", here / "kaitai"):
        if (candidate / "binlog_event.py").is_file():
            return str(candidate)
    raise ImportError(f"the generated Kaitai parsers are missing (looked beside {here}); run ./build.sh generate")


GENERATED_DIR = _generated_dir()
if GENERATED_DIR not in sys.path:
    sys.path.append(GENERATED_DIR)


def module(spec_id):
    """The generated module of the spec whose ``meta/id`` is ``spec_id``."""
    return importlib.import_module(spec_id)


def spec_class(spec_id):
    """The top-level class of a spec (``table_map_event`` gives ``TableMapEvent``)."""
    name = "".join(part.capitalize() for part in spec_id.split("_"))
    return getattr(module(spec_id), name)
