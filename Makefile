# The README's two commands: `make demo` and `make test`. Both set everything up from a fresh
# clone: Python environment, a local Neo4j + GDS when none answers at NEO4J_URI, migrations.
SHELL := /bin/bash
PY := .venv/bin/python
A2RAG := .venv/bin/a2rag

.PHONY: venv demo test lint neo4j-start neo4j-stop neo4j-status migrate doctor bench eval clean

venv:
	@bash scripts/venv.sh

demo: venv
	$(A2RAG) neo4j ensure
	$(A2RAG) migrate
	$(A2RAG) ingest examples/kb/docs --aliases examples/kb/aliases.csv
	$(A2RAG) demo examples/kb/questions.jsonl --details .a2rag/demo-answers.jsonl
	$(A2RAG) doctor

test: venv
	$(PY) -m pytest -q

lint: venv
	$(PY) -m ruff check a2rag tests benchmarks
	$(PY) -m ruff format --check a2rag tests benchmarks
	$(PY) -m mypy a2rag
	$(PY) -c 'import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())'

neo4j-start: venv
	$(A2RAG) neo4j start

neo4j-stop: venv
	$(A2RAG) neo4j stop

neo4j-status: venv
	$(A2RAG) neo4j status

migrate: venv
	$(A2RAG) migrate

doctor: venv
	$(A2RAG) doctor

clean:
	rm -rf .venv .pytest_cache .mypy_cache .ruff_cache
