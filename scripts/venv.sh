#!/usr/bin/env bash
# Make ./.venv ready for this clone, reusing a dependency environment keyed by pyproject.toml.
#
# The heavy dependencies (PyTorch is a multi-GB CUDA build on PyPI) live in
# $A2RAG_HOME/venvs/deps-<hash>, built once per dependency set and shared by every clone on
# the machine. ./.venv is a thin per-clone venv that sees those packages through a .pth file
# and holds only the editable install of this checkout, so it takes seconds to (re)make.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
A2RAG_HOME=${A2RAG_HOME:-$HOME/.cache/a2rag}
pyver=$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
"$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' \
  || { echo "a2rag needs Python >= 3.11 (found $pyver at $(command -v "$PY"))" >&2; exit 1; }

# Keyed by the dependency lists only, so editing tool settings in pyproject.toml reuses it.
hash=$("$PY" - "$pyver" <<'PYEOF' | sha256sum | cut -c1-16
import sys, tomllib
data = tomllib.load(open("pyproject.toml", "rb"))["project"]
print(sorted(data["dependencies"]), sorted(data["optional-dependencies"]["dev"]), sys.argv[1])
PYEOF
)
deps="$A2RAG_HOME/venvs/deps-$hash"

if [ ! -f "$deps/.complete" ]; then
  echo "==> building dependency environment $deps (first run on this machine: large download)"
  rm -rf "$deps"
  mkdir -p "$(dirname "$deps")"
  "$PY" -m venv "$deps"
  "$deps/bin/pip" install --quiet --upgrade pip setuptools wheel
  # Prefer a CPU-only PyTorch wheel already on the machine over PyPI's CUDA build.
  wheelhouse=${A2RAG_WHEELHOUSE:-/opt/wheels}
  cpu_wheel=$(ls "$wheelhouse"/torch-*+cpu-*.whl 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$cpu_wheel" ]; then
    echo "==> using local CPU wheel $cpu_wheel"
    "$deps/bin/pip" install --quiet "$cpu_wheel"
  fi
  # Install the project's dependencies (not the project: that is per clone, below).
  "$deps/bin/python" - <<'PYEOF' > "$deps/requirements.txt"
import tomllib
data = tomllib.load(open("pyproject.toml", "rb"))
reqs = data["project"]["dependencies"] + data["project"]["optional-dependencies"]["dev"]
print("\n".join(reqs))
PYEOF
  "$deps/bin/pip" install --progress-bar off -r "$deps/requirements.txt"
  touch "$deps/.complete"
fi

if [ ! -f .venv/.a2rag-deps ] || [ "$(cat .venv/.a2rag-deps)" != "$deps" ]; then
  rm -rf .venv
  "$PY" -m venv .venv
  site=$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
  deps_site=$("$deps/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
  echo "$deps_site" > "$site/_a2rag_deps.pth"
  .venv/bin/python -m pip install --quiet --no-deps --no-build-isolation -e .
  echo "$deps" > .venv/.a2rag-deps
fi
