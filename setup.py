"""The package build's one step that pyproject.toml cannot say: the fast row decoder, a C
extension compiled from python/binlogspec/_fastrows.c and the header generated from the specs
(generated/c/row_layouts.h). ``pip wheel .`` / ``pip install .`` build it; where no C compiler
is at hand the package installs without it and warns that it decodes on the spec-driven path."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "binlogspec._fastrows",
            sources=["python/binlogspec/_fastrows.c"],
            include_dirs=["generated/c"],
            depends=["python/binlogspec/_fastsql.c", "generated/c/row_layouts.h"],  # (#included by _fastrows.c)
            extra_compile_args=["-std=gnu11", "-fno-strict-aliasing", "-Wno-unused-function"],
            optional=True,
        )
    ]
)
