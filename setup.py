"""Packaging beyond what pyproject.toml can say: ship the top-level data folders in the wheel.

`cypher/`, `migrations/` and `neo4j/` stay at the repository's top level; the build maps them
to `a2rag/_cypher`, `a2rag/_migrations` and `a2rag/_neo4j` (read by a2rag.resources).
pyproject's package discovery cannot be combined with such a mapping, so the package list is
discovered here; everything else is declared in pyproject.toml.
"""

from setuptools import find_packages, setup

DATA = {
    "a2rag._cypher": ("cypher", ["**/*.cypher"]),
    "a2rag._migrations": ("migrations", ["*.cypher"]),
    "a2rag._neo4j": ("neo4j", ["pom.xml"]),
}

setup(
    packages=find_packages(include=["a2rag", "a2rag.*"]) + list(DATA),
    package_dir={name: folder for name, (folder, _) in DATA.items()},
    package_data={
        **{name: patterns for name, (_, patterns) in DATA.items()},
        "a2rag.read": ["reader_model.json"],
    },
)
