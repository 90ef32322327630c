"""One contender's process (see children.py): ``python bench/child.py NAME FILE...``."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from children import child_main  # noqa: E402 - after the path

sys.exit(child_main(sys.argv[1:]))
