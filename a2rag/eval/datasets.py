"""Benchmark datasets as one in-memory shape: passages (the retrieval pool) + questions.

Three sources feed it: the shared offline format (`corpus.jsonl` + `questions.jsonl`,
see /work/shared/data/README.md), the official HotpotQA / 2WikiMultiHopQA / MuSiQue files,
and a knowledge-base folder of documents. Official files are converted with the same id
rules as the shared format, so an index built from either is interchangeable.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from a2rag.errors import DatasetError

log = logging.getLogger(__name__)

OfficialKind = Literal["hotpotqa", "2wiki", "musique"]
KB_SUFFIXES = (".md", ".txt")


class Passage(BaseModel):
    id: str
    title: str
    text: str


class Question(BaseModel):
    id: str
    question: str
    answers: list[str] = Field(default_factory=list, description="[] = unanswerable.")
    supporting_ids: list[str] = Field(default_factory=list)
    type: str | None = None
    split: str | None = None


class Dataset(BaseModel):
    name: str
    passages: list[Passage]
    questions: list[Question]
    corpus_hash: str = Field(description="Changes whenever the retrieval pool changes.")

    def passage_map(self) -> dict[str, Passage]:
        return {p.id: p for p in self.passages}


# --- shared helpers ------------------------------------------------------------------------


def normalize_ws(s: str) -> str:
    """Collapse whitespace runs and trim: the README's text rule, also applied to titles."""
    return " ".join(s.split())


def passage_id(prefix: str, title: str, text: str) -> str:
    """`<prefix>-` + 12 hex of sha1(title\\ntext) on normalised strings (README id rule)."""
    digest = hashlib.sha1(f"{normalize_ws(title)}\n{normalize_ws(text)}".encode()).hexdigest()
    return f"{prefix}-{digest[:12]}"


def corpus_hash(passages: Iterable[Passage]) -> str:
    """sha256 over (id, title, text) in order, NUL-separated: the key for index caches.

    Titles are included because they are indexed too; order matters because ingestion
    order can change tie-breaking.
    """
    h = hashlib.sha256()
    for p in passages:
        for part in (p.id, p.title, p.text):
            h.update(part.encode())
            h.update(b"\0")
    return h.hexdigest()


def sample_questions(
    questions: Sequence[Question], limit: int | None, seed: int = 0
) -> list[Question]:
    """Seeded sample of `limit` questions kept in file order (the first N would be biased)."""
    if limit is None or limit >= len(questions):
        return list(questions)
    if limit < 0:
        raise DatasetError(f"limit must be >= 0, got {limit}")
    picked = sorted(random.Random(seed).sample(range(len(questions)), limit))
    return [questions[i] for i in picked]


def _make_dataset(
    name: str,
    passages: list[Passage],
    questions: list[Question],
    limit: int | None,
    seed: int,
) -> Dataset:
    return Dataset(
        name=name,
        passages=passages,
        questions=sample_questions(questions, limit, seed),
        corpus_hash=corpus_hash(passages),
    )


def _check_supporting(questions: Iterable[tuple[str, Question]], ids: set[str]) -> None:
    for where, q in questions:
        missing = [s for s in q.supporting_ids if s not in ids]
        if missing:
            raise DatasetError(
                f"{where}: question {q.id!r} cites passages not in the corpus: {missing}"
            )


def _iter_jsonl(path: Path) -> Iterator[tuple[str, Any]]:
    """Yield ("file:line", parsed object) for each non-blank line."""
    if not path.is_file():
        raise DatasetError(f"{path}: file not found")
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                yield f"{path}:{lineno}", json.loads(line)
            except json.JSONDecodeError as e:
                raise DatasetError(f"{path}:{lineno}: invalid JSON: {e.msg}") from e


_WS = re.compile(r"\s*")


def _iter_json_records(path: Path) -> Iterator[tuple[str, Any]]:
    """Records of a JSON array or a JSON-lines file, each with "file:line" of where it starts.

    Official dumps come in both shapes (HotpotQA/2Wiki: one array; MuSiQue: jsonl), and a
    line number is what makes an error in a 50 MB file findable.
    """
    if not path.is_file():
        raise DatasetError(f"{path}: file not found")
    text = path.read_text(encoding="utf-8")
    i = _WS.match(text, 0).end()  # type: ignore[union-attr]
    if text[i : i + 1] != "[":
        yield from _iter_jsonl(path)
        return
    dec = json.JSONDecoder()
    pos, line = 0, 1

    def line_at(j: int) -> int:
        nonlocal pos, line
        line += text.count("\n", pos, j)
        pos = j
        return line

    i = _WS.match(text, i + 1).end()  # type: ignore[union-attr]
    if text[i : i + 1] == "]":
        return
    while True:
        where = f"{path}:{line_at(i)}"
        try:
            obj, end = dec.raw_decode(text, i)
        except json.JSONDecodeError as e:
            raise DatasetError(f"{path}:{e.lineno}: invalid JSON: {e.msg}") from e
        yield where, obj
        i = _WS.match(text, end).end()  # type: ignore[union-attr]
        ch = text[i : i + 1]
        if ch == "]":
            return
        if ch != ",":
            raise DatasetError(f"{path}:{line_at(i)}: expected ',' or ']' in JSON array")
        i = _WS.match(text, i + 1).end()  # type: ignore[union-attr]


def _parse(model: type[Any], where: str, obj: Any) -> Any:
    try:
        return model.model_validate(obj)
    except ValidationError as e:
        errs = "; ".join(
            f"{'.'.join(str(x) for x in err['loc']) or '<record>'}: {err['msg']}"
            for err in e.errors()
        )
        raise DatasetError(f"{where}: invalid {model.__name__}: {errs}") from None


def _load_questions(path: Path) -> list[tuple[str, Question]]:
    out: list[tuple[str, Question]] = []
    seen: set[str] = set()
    for where, obj in _iter_jsonl(path):
        q = _parse(Question, where, obj)
        if q.id in seen:
            raise DatasetError(f"{where}: duplicate question id {q.id!r}")
        seen.add(q.id)
        out.append((where, q))
    return out


# --- shared offline format ------------------------------------------------------------------


def load_dataset(
    dir: str | Path,
    questions_file: str | Path | None = None,
    limit: int | None = None,
    seed: int = 0,
    *,
    extra_distractors: bool = False,
    name: str | None = None,
) -> Dataset:
    """Load `<dir>/corpus.jsonl` + questions (default `<dir>/questions.jsonl`).

    `extra_distractors=True` appends `<dir>/extra_distractors.jsonl` to the pool (2Wiki's
    harder, HippoRAG-sized setting). Every supporting id must be in the corpus.
    """
    root = Path(dir)
    passages: list[Passage] = []
    ids: set[str] = set()
    files = [root / "corpus.jsonl"]
    if extra_distractors:
        files.append(root / "extra_distractors.jsonl")
    for f in files:
        for where, obj in _iter_jsonl(f):
            p = _parse(Passage, where, obj)
            if p.id in ids:
                raise DatasetError(f"{where}: duplicate passage id {p.id!r}")
            ids.add(p.id)
            passages.append(p)
    qpath = Path(questions_file) if questions_file is not None else root / "questions.jsonl"
    questions = _load_questions(qpath)
    _check_supporting(questions, ids)
    return _make_dataset(
        name or root.resolve().name, passages, [q for _, q in questions], limit, seed
    )


# --- official dataset files -----------------------------------------------------------------


class _Pool:
    """Accumulates deduplicated passages in order of first appearance."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.passages: list[Passage] = []
        self._by_id: dict[str, Passage] = {}

    def add(self, title: str, text: str) -> str:
        title, text = normalize_ws(title), normalize_ws(text)
        pid = passage_id(self.prefix, title, text)
        seen = self._by_id.get(pid)
        if seen is None:
            p = Passage(id=pid, title=title, text=text)
            self._by_id[pid] = p
            self.passages.append(p)
        elif (seen.title, seen.text) != (title, text):  # pragma: no cover - sha1 collision
            raise DatasetError(f"passage id collision on {pid}")
        return pid


def _req(rec: dict[str, Any], key: str, typ: type | tuple[type, ...], where: str) -> Any:
    if key not in rec:
        raise DatasetError(f"{where}: missing field {key!r}")
    val = rec[key]
    if not isinstance(val, typ):
        raise DatasetError(f"{where}: field {key!r} has type {type(val).__name__}")
    return val


def _str_list(val: Any, what: str, where: str) -> list[str]:
    if not isinstance(val, list) or not all(isinstance(x, str) for x in val):
        raise DatasetError(f"{where}: {what} must be a list of strings")
    return val


def _hotpot_like(where: str, rec: dict[str, Any], pool: _Pool) -> Question | None:
    """HotpotQA / 2Wiki record -> Question; None when it has no context (nothing to retrieve)."""
    qid = _req(rec, "_id", str, where)
    question = _req(rec, "question", str, where)
    context = rec.get("context") or []
    if not isinstance(context, list):
        raise DatasetError(f"{where}: 'context' must be a list of [title, [sentences]]")
    if not context:
        log.warning("%s: question %s has no context; skipped", where, qid)
        return None
    facts = _req(rec, "supporting_facts", list, where)
    gold_titles: set[str] = set()
    for fact in facts:
        if not (isinstance(fact, list) and fact and isinstance(fact[0], str)):
            raise DatasetError(f"{where}: supporting_facts entries must be [title, sent_idx]")
        gold_titles.add(normalize_ws(fact[0]))
    supporting: list[str] = []
    found: set[str] = set()
    for para in context:
        if not (isinstance(para, list) and len(para) == 2 and isinstance(para[0], str)):
            raise DatasetError(f"{where}: context entries must be [title, [sentences]]")
        sentences = _str_list(para[1], "context sentences", where)
        title = normalize_ws(para[0])
        pid = pool.add(title, " ".join(sentences))
        if title in gold_titles and pid not in supporting:
            supporting.append(pid)
            found.add(title)
    if missing := sorted(gold_titles - found):
        raise DatasetError(f"{where}: supporting titles not in context: {missing}")
    answer = rec.get("answer")
    if answer is not None and not isinstance(answer, str):
        raise DatasetError(f"{where}: 'answer' must be a string")
    qtype = rec.get("type")
    return Question(
        id=qid,
        question=question,
        answers=[answer] if answer else [],
        supporting_ids=supporting,
        type=qtype if isinstance(qtype, str) else None,
    )


def _musique(where: str, rec: dict[str, Any], pool: _Pool) -> Question:
    """MuSiQue record -> Question; supporting ids in hop order when the decomposition says so."""
    qid = _req(rec, "id", str, where)
    question = _req(rec, "question", str, where)
    paragraphs = _req(rec, "paragraphs", list, where)
    pid_by_idx: dict[int, str] = {}
    supporting: list[str] = []
    for n, para in enumerate(paragraphs):
        pw = f"{where} paragraphs[{n}]"
        if not isinstance(para, dict):
            raise DatasetError(f"{pw}: must be an object")
        pid = pool.add(_req(para, "title", str, pw), _req(para, "paragraph_text", str, pw))
        idx = para.get("idx", n)
        pid_by_idx[idx if isinstance(idx, int) else n] = pid
        if para.get("is_supporting") is True and pid not in supporting:
            supporting.append(pid)
    decomposition = rec.get("question_decomposition")
    if isinstance(decomposition, list):
        hops = [h.get("paragraph_support_idx") for h in decomposition if isinstance(h, dict)]
        ordered = list(dict.fromkeys(pid_by_idx[i] for i in hops if i in pid_by_idx))
        if set(ordered) == set(supporting):
            supporting = ordered
    answer = rec.get("answer")
    aliases = rec.get("answer_aliases") or []
    answers = [] if rec.get("answerable") is False or not isinstance(answer, str) else [answer]
    if answers:
        answers += _str_list(aliases, "'answer_aliases'", where)
    return Question(
        id=qid,
        question=question,
        answers=list(dict.fromkeys(a for a in answers if a)),
        supporting_ids=supporting,
        type=qid.split("__", 1)[0] if "__" in qid else None,
    )


def load_official(
    path: str | Path, kind: OfficialKind, limit: int | None = None, seed: int = 0
) -> Dataset:
    """Convert an official HotpotQA / 2Wiki / MuSiQue file (JSON array or jsonl).

    The corpus is the union of every question's context paragraphs, deduplicated on
    (title, text), in order of first appearance; questions without context are skipped.
    """
    if kind not in ("hotpotqa", "2wiki", "musique"):
        raise DatasetError(f"unknown dataset kind {kind!r}")
    p = Path(path)
    pool = _Pool(kind)
    questions: dict[str, Question] = {}
    for where, rec in _iter_json_records(p):
        if not isinstance(rec, dict):
            raise DatasetError(f"{where}: each record must be a JSON object")
        q = _musique(where, rec, pool) if kind == "musique" else _hotpot_like(where, rec, pool)
        if q is None:
            continue
        prev = questions.get(q.id)
        if prev is not None:
            if set(prev.supporting_ids) != set(q.supporting_ids):
                raise DatasetError(f"{where}: question {q.id!r} repeated with other gold passages")
            continue
        questions[q.id] = q
    return _make_dataset(kind, pool.passages, list(questions.values()), limit, seed)


# --- knowledge-base folder ------------------------------------------------------------------

_HEADING = re.compile(r"^#\s+(.+?)\s*#*\s*$")


def _kb_title(stem: str, text: str) -> str:
    """First markdown H1 if any, else the file stem made readable."""
    for line in text.splitlines():
        if m := _HEADING.match(line.strip()):
            return m.group(1)
        if line.strip():
            break
    return stem.replace("_", " ").replace("-", " ")


def load_kb(dir: str | Path, limit: int | None = None, seed: int = 0) -> Dataset:
    """A folder with `docs/**/*.{md,txt}` (passage id = file stem) and `questions.jsonl`.

    Documents are read in sorted path order so the corpus hash is stable across machines.
    """
    root = Path(dir)
    docs_dir = root / "docs"
    if not docs_dir.is_dir():
        raise DatasetError(f"{docs_dir}: documents folder not found")
    passages: list[Passage] = []
    origin: dict[str, Path] = {}
    for f in sorted(docs_dir.rglob("*"), key=lambda x: x.relative_to(docs_dir).as_posix()):
        if not f.is_file() or f.suffix.lower() not in KB_SUFFIXES:
            continue
        if f.stem in origin:
            raise DatasetError(f"{f}: document id {f.stem!r} also used by {origin[f.stem]}")
        origin[f.stem] = f
        try:
            text = f.read_text(encoding="utf-8").strip()
        except UnicodeDecodeError as e:
            raise DatasetError(f"{f}: not UTF-8 text ({e.reason})") from e
        passages.append(Passage(id=f.stem, title=_kb_title(f.stem, text), text=text))
    if not passages:
        raise DatasetError(f"{docs_dir}: no .md or .txt documents")
    questions = _load_questions(root / "questions.jsonl")
    _check_supporting(questions, set(origin))
    return _make_dataset(root.resolve().name, passages, [q for _, q in questions], limit, seed)
