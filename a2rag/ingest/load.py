"""Load documents from .txt, .md and .jsonl files (folders recursively).

Bad input never stops the run: each unreadable file or jsonl line becomes a `LoadFailure`
naming the file (and line) and saying why, and every other document still loads.
"""

from __future__ import annotations

import codecs
import hashlib
import json
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from pydantic import BaseModel

from a2rag.config import parse_groups
from a2rag.ingest.limits import MAX_TITLE_CHARS, document_id_problem
from a2rag.ingest.models import SourceDocument

SUPPORTED = {".txt", ".md", ".markdown", ".jsonl"}
_HEADING = re.compile(r"(#{1,6})\s+(\S.*)")
_BOMS = (  # UTF-32 first: its little-endian BOM starts with UTF-16's
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


class LoadFailure(BaseModel):
    source: str
    error: str


class LoadResult(BaseModel):
    documents: list[SourceDocument]
    failures: list[LoadFailure]
    skipped_files: list[str]


NUL_MESSAGE = "text contains NUL bytes (binary content?); only UTF-8 text is ingested"


def check_no_nul(text: str) -> None:
    """One rule for every entry point (files, jsonl, API): text with NUL is refused whole."""
    if "\x00" in text:
        raise ValueError(NUL_MESSAGE)


def content_hash(title: str, text: str) -> str:
    return hashlib.sha256(f"{title}\n{text}".encode()).hexdigest()


def _bom_decode(data: bytes) -> str | None:
    """Text of a UTF-16 or UTF-32 file that starts with its byte-order mark, else None."""
    for bom, codec in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(codec)
            except UnicodeDecodeError as exc:
                raise ValueError(f"invalid {codec.upper()} at byte {exc.start}") from exc
    return None


def _decode(path: Path, data: bytes, max_bytes: int) -> str:
    if not data.strip():
        raise ValueError("empty file")
    if len(data) > max_bytes:
        raise ValueError(
            f"{len(data):,} bytes exceeds A2RAG_MAX_DOCUMENT_BYTES={max_bytes:,}; split it "
            "or raise the limit"
        )
    text = _bom_decode(data)
    if text is not None:
        check_no_nul(text)
        return text
    if b"\x00" in data[:8192]:
        raise ValueError("binary file (NUL bytes); only UTF-8 text is ingested")
    if b"\x00" in data:
        raise ValueError(NUL_MESSAGE)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ValueError(
            f"invalid UTF-8 at byte {exc.start} (line {line}); convert the file to UTF-8"
        ) from exc


# Every rule is linear in the line: no two adjacent quantifiers can match the same characters
# (a nested list's indentation made `\s*\|?\s*` cubic), and a bracketed or emphasised span
# stops at the next opening delimiter, so a run of openers ("[[[[", "*a *a *a") is not rescanned
# from each one.
_MD_RULES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^[ \t]*(?:\|[ \t]*)?:?-{3,}.*$"), ""),  # table separator rows
    (re.compile(r"!\[([^\[\]]*)\]\([^()]*\)"), r"\1"),  # images
    (re.compile(r"(?<!\[)\[([^\[\]]+)\]\([^()]*\)"), r"\1"),  # links
    (re.compile(r"(\*\*|__)(.+?)\1"), r"\2"),  # bold (the next delimiter always closes)
    (re.compile(r"(?<![\w*])\*(?!\s)([^*]+?)(?<!\s)\*(?![\w*])"), r"\1"),  # italics
    (re.compile(r"`([^`]*)`"), r"\1"),  # inline code
]


def _heading(line: str, max_level: int = 6) -> str | None:
    """The text of an ATX heading line ("## Title ##" -> "Title"), else None."""
    m = _HEADING.fullmatch(line.strip())
    if m is None or len(m.group(1)) > max_level:
        return None
    return m.group(2).rstrip().rstrip("#").rstrip() or m.group(2).rstrip()


def markdown_to_text(md: str) -> str:
    """Markdown as plain prose: headings become sentences of their own, list items and table
    rows become sentences, emphasis and link syntax go. Extraction and answers then see the
    words, not the markup ("## Routing table" is not an entity)."""
    out: list[str] = []
    header: list[str] | None = None
    for line in md.splitlines():
        if not line.strip().startswith("|"):
            header = None
        for pat, rep in _MD_RULES:
            line = pat.sub(rep, line)
        stripped = line.strip()
        heading = _heading(stripped)
        if heading:
            out += ["", _as_sentence(heading), ""]
            continue
        item = re.match(r"^(?:[-*+]|\d+[.)])\s+(.*)$", stripped)
        if item:
            out.append(_as_sentence(item.group(1)))
            continue
        if stripped.startswith("|"):
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if not any(cells):
                continue
            if header is None:  # a table's first row names its columns
                header = cells
                continue
            # each row becomes a sentence that names its columns: "Service: Paging; ..."
            pairs = [f"{h}: {c}" if h else c for h, c in zip(header, cells, strict=False) if c]
            out.append(_as_sentence("; ".join(pairs)))
            continue
        out.append(line)
    text = "\n".join(out)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def _as_sentence(text: str) -> str:
    text = text.strip()
    return text if not text or text[-1] in ".!?:;" else text + "."


_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?)\n---[ \t]*(?:\n|\Z)", re.S)


def front_matter(text: str) -> tuple[dict[str, str], str]:
    """A leading `---` block of `key: value` lines (YAML-style front matter, flat only), and
    the text after it. `groups: hr, ops` or `groups: [hr, ops]` sets a file's access groups."""
    m = _FRONT_MATTER.match(text)
    if not m:
        return {}, text
    meta: dict[str, str] = {}
    for line in m.group(1).splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() and not key.startswith((" ", "\t", "#")):
            meta[key.strip().lower()] = value.strip().strip("'\"")
    return meta, text[m.end() :].strip()


def _groups_of(meta: dict[str, str]) -> list[str] | None:
    raw = meta.get("groups")
    if raw is None:
        return None
    return parse_groups(raw.strip("[]").replace("'", "").replace('"', ""))


def _text_document(path: Path, max_bytes: int) -> SourceDocument:
    text = _decode(path, path.read_bytes(), max_bytes).replace("\r\n", "\n").strip()
    meta, text = front_matter(text)
    if not text:
        raise ValueError("empty file")
    groups = _groups_of(meta)
    title = meta.get("title") or path.stem.replace("-", " ").replace("_", " ")
    first = text.splitlines()[0]
    heading = _heading(first, max_level=1)
    if path.suffix.lower() in {".md", ".markdown"}:
        if heading and len(heading) <= MAX_TITLE_CHARS and "title" not in meta:
            title = heading
            text = text[len(first) :].strip() or text
        text = markdown_to_text(text) or text
    return SourceDocument(
        id=path.stem,
        title=title,
        text=text,
        source=str(path),
        content_hash=content_hash(title, text),
        groups=groups,
    )


class _Refused(ValueError):
    """A jsonl line that parses but breaks a limit (its message says which)."""


def _jsonl_documents(path: Path, max_bytes: int) -> Iterator[SourceDocument | LoadFailure]:
    raw = path.read_bytes()
    if not raw.strip():
        yield LoadFailure(source=str(path), error="empty file")
        return
    try:
        text = _bom_decode(raw)
    except ValueError as exc:
        yield LoadFailure(source=str(path), error=str(exc))
        return
    if text is not None:  # UTF-16/32: read as the UTF-8 it is equivalent to
        raw = text.encode("utf-8", errors="surrogatepass")
    raw = raw.removeprefix(codecs.BOM_UTF8)
    if b"\x00" in raw[:8192]:
        yield LoadFailure(source=str(path), error="binary file (NUL bytes)")
        return
    for lineno, line in enumerate(raw.split(b"\n"), start=1):
        if not line.strip():
            continue
        where = f"{path}:{lineno}"
        try:
            obj = json.loads(line.decode("utf-8"))
            if not isinstance(obj, dict):
                raise ValueError("expected a JSON object per line")
            doc_id, text = obj.get("id"), obj.get("text")
            if not isinstance(doc_id, str) or not doc_id:
                raise ValueError('missing string field "id"')
            problem = document_id_problem(doc_id)
            if problem:
                raise _Refused(problem)
            if not isinstance(text, str) or not text.strip():
                raise ValueError('missing or empty string field "text"')
            check_no_nul(text)
            if len(text.encode()) > max_bytes:
                raise ValueError(f"text exceeds A2RAG_MAX_DOCUMENT_BYTES={max_bytes:,}")
            title = obj.get("title") or doc_id
            if not isinstance(title, str):
                raise ValueError('"title" must be a string')
            if len(title) > MAX_TITLE_CHARS:
                raise _Refused(
                    f'"title" is {len(title):,} characters; the limit is {MAX_TITLE_CHARS}'
                )
            check_no_nul(title)
            groups = obj.get("groups")
            if groups is not None:
                if not isinstance(groups, (list, str)):
                    raise ValueError('"groups" must be a list of names or a comma-separated string')
                groups = parse_groups(groups)
        except _Refused as exc:  # well-formed, but over a limit
            yield LoadFailure(source=where, error=str(exc))
            continue
        except (UnicodeDecodeError, json.JSONDecodeError, ValueError) as exc:
            yield LoadFailure(source=where, error=f"malformed jsonl line: {exc}")
            continue
        text = text.strip()
        yield SourceDocument(
            id=doc_id,
            title=title,
            text=text,
            source=where,
            content_hash=content_hash(title, text),
            groups=groups,
        )


def _walk(paths: Iterable[Path]) -> Iterator[tuple[Path, bool]]:
    """Files to read, with whether the user named them explicitly."""
    for p in paths:
        if p.is_dir():
            for f in sorted(p.rglob("*")):
                if f.is_file() and not any(part.startswith(".") for part in f.parts):
                    yield f, False
        else:
            yield p, True


def load_documents(paths: Iterable[Path | str], max_bytes: int = 20_000_000) -> LoadResult:
    docs: list[SourceDocument] = []
    failures: list[LoadFailure] = []
    skipped: list[str] = []
    seen: dict[str, str] = {}

    def add(doc: SourceDocument) -> None:
        if doc.id in seen:
            failures.append(
                LoadFailure(
                    source=doc.source,
                    error=f"duplicate document id {doc.id!r} (also {seen[doc.id]}); ignored",
                )
            )
            return
        seen[doc.id] = doc.source
        docs.append(doc)

    for path, explicit in _walk(Path(p) for p in paths):
        if not path.exists():
            failures.append(LoadFailure(source=str(path), error="no such file or directory"))
            continue
        suffix = path.suffix.lower()
        if suffix not in SUPPORTED:
            if explicit:
                failures.append(
                    LoadFailure(
                        source=str(path),
                        error=f"unsupported file type {suffix or '(none)'}; "
                        "a2rag reads .txt, .md and .jsonl",
                    )
                )
            else:
                skipped.append(str(path))
            continue
        if suffix == ".jsonl":
            for item in _jsonl_documents(path, max_bytes):
                if isinstance(item, LoadFailure):
                    failures.append(item)
                else:
                    add(item)
            continue
        try:
            add(_text_document(path, max_bytes))
        except (OSError, ValueError) as exc:
            failures.append(LoadFailure(source=str(path), error=str(exc)))
    return LoadResult(documents=docs, failures=failures, skipped_files=skipped)
