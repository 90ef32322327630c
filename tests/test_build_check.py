"""Acceptance: ./build.sh check fails, naming the fix, when a .ksy is edited without regenerating."""

import os
import shutil
import subprocess

import pytest

from conftest import REPO


def copy_of_repo(dest):
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=REPO, capture_output=True,
                           text=True, check=True).stdout.split()
    for name in files:
        if not (REPO / name).is_file():
            continue
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, target)
    os.symlink(REPO / "tools" / "ksc" / "node_modules", dest / "tools" / "ksc" / "node_modules")
    os.symlink(REPO / ".venv", dest / ".venv")  # check runs the C generator with the project's Python
    return dest


@pytest.fixture()
def repo_copy(tmp_path):
    if not (REPO / "tools" / "ksc" / "node_modules" / "kaitai-struct-compiler").is_dir():
        pytest.skip("kaitai-struct-compiler not installed (./build.sh setup)")
    return copy_of_repo(tmp_path / "repo")


def check(repo):
    env = dict(os.environ, BINLOGSPEC_CHECK_TARGETS="python")
    return subprocess.run(["./build.sh", "check"], cwd=repo, capture_output=True, text=True, env=env)


def test_check_passes_on_the_committed_tree(repo_copy):
    out = check(repo_copy)
    assert out.returncode == 0, out.stderr


def test_check_fails_when_a_spec_changes_without_regenerating(repo_copy):
    spec = repo_copy / "formats" / "kaitai" / "xid_event.ksy"
    spec.write_text(spec.read_text().replace("doc:", "doc: Edited.", 1))
    out = check(repo_copy)
    assert out.returncode != 0
    assert "./build.sh generate" in out.stderr
    assert "xid_event.py" in out.stderr


def test_check_fails_when_a_spec_does_not_compile(repo_copy):
    spec = repo_copy / "formats" / "kaitai" / "xid_event.ksy"
    spec.write_text(spec.read_text() + "\n  - id: broken\n    type: no_such_type\n")
    out = check(repo_copy)
    assert out.returncode != 0
    assert "does not compile" in out.stderr


def test_generate_is_deterministic(repo_copy):
    before = {p.name: p.read_bytes() for p in (repo_copy / "generated" / "python").iterdir()}
    out = subprocess.run(["./build.sh", "generate"], cwd=repo_copy, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    after = {p.name: p.read_bytes() for p in (repo_copy / "generated" / "python").iterdir()}
    assert before == after
