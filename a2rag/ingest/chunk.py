"""Sentence-aware chunking with token budgets and overlap.

Sentences are packed whole into chunks of at most `chunk_tokens` tokens (and
`chunk_tokens * MAX_CHARS_PER_TOKEN` characters; a longer sentence or word is cut); the next chunk
starts with trailing sentences of the previous one worth at most `overlap` tokens, so a fact
split across a boundary is still whole in one chunk. Ids are `<doc_id>#<index>`: stable
across re-ingestion of the same text.
"""

from __future__ import annotations

import re

from a2rag.ingest.limits import MAX_CHARS_PER_TOKEN, NLP_MAX_RUN
from a2rag.ingest.models import Chunk, SourceDocument
from a2rag.text.sentences import split_sentences
from a2rag.text.tables import is_separator, looks_like_header, row_cells

# A punctuation run longer than extraction reads (limits.NLP_MAX_RUN) counts as one token, so
# 20 KB of "[[[[" is a few chunks cut at the character budget, not a hundred full ones.
_TOKEN = re.compile(rf"\w+|[^\w\s]{{{NLP_MAX_RUN + 1},}}|[^\w\s]")


# Version of the chunk text layout. 2: line breaks between sentences are kept (1 joined them
# with spaces). 3: a table is cut between rows, never inside one, and a chunk that starts
# inside a table opens with the table's header row. Only text with line breaks chunks
# differently across versions.
CHUNK_FORMAT = 3


def format_sensitive(text: str) -> bool:
    """Whether a text's chunks depend on CHUNK_FORMAT: flat text chunks alike in every format."""
    return "\n" in text


def stored_hash(doc: SourceDocument) -> str:
    """The hash an ingested document is stored under: its content hash, plus the chunk format
    when its chunks depend on it, so such a document is re-chunked once after the format
    changes and flat passages are not re-ingested for nothing."""
    if not format_sensitive(doc.text):
        return doc.content_hash
    return f"{doc.content_hash}:chunks-v{CHUNK_FORMAT}"


def count_tokens(text: str) -> int:
    return len(_TOKEN.findall(text))


def _pieces(word: re.Match[str], max_tokens: int, max_chars: int) -> list[tuple[int, int]]:
    """(start, end) spans of one whitespace-free run cut to the budgets: at token
    boundaries, and inside a single token only when it alone is longer than `max_chars`."""
    spans: list[tuple[int, int]] = []
    start = end = word.start()
    tokens = 0
    for t in _TOKEN.finditer(word.string, word.start(), word.end()):
        t0, t1 = t.start(), t.end()
        while t1 - t0 > max_chars:  # one huge token: hard cut
            if end > start:
                spans.append((start, end))
            spans.append((t0, t0 + max_chars))
            t0 = start = end = t0 + max_chars
            tokens = 0
        if end > start and (tokens + 1 > max_tokens or t1 - start > max_chars):
            spans.append((start, end))
            start, tokens = t0, 0
        end, tokens = t1, tokens + 1
    if end > start:
        spans.append((start, end))
    return spans


def _split_long(
    offset: int, sentence: str, max_tokens: int, max_chars: int
) -> list[tuple[int, str]]:
    """A sentence longer than a chunk is cut at word boundaries; a word longer than a chunk
    (a line without spaces) is cut inside, so no piece exceeds either budget."""
    pieces: list[tuple[int, str]] = []
    cur: tuple[int, int] | None = None
    tokens = 0
    for w in re.finditer(r"\S+", sentence):
        t = count_tokens(w.group(0))
        spans = (
            [(w.start(), w.end())]
            if t <= max_tokens and len(w.group(0)) <= max_chars
            else _pieces(w, max_tokens, max_chars)
        )
        for s0, s1 in spans:
            n = t if len(spans) == 1 else count_tokens(sentence[s0:s1])
            if cur and (tokens + n > max_tokens or s1 - cur[0] > max_chars):
                pieces.append((offset + cur[0], sentence[cur[0] : cur[1]]))
                cur, tokens = None, 0
            cur = (cur[0] if cur else s0, s1)
            tokens += n
    if cur:
        pieces.append((offset + cur[0], sentence[cur[0] : cur[1]]))
    return pieces


def _separator(text: str, before: tuple[int, str, int], after: tuple[int, str, int]) -> str:
    """The break between two sentences as the document has it, reduced to one space, one
    line break or one blank line: a list item, a table or a heading stays on its own line,
    so the reader sees "| System | RPO |" as a table and "- Supplier: X" as one item."""
    end = text.find(before[1], before[0])
    end = (end if end >= 0 else before[0]) + len(before[1])
    gap = text[end : max(end, after[0])]
    newlines = gap.count("\n")
    return "\n\n" if newlines >= 2 else "\n" if newlines == 1 else " "


def chunk_document(doc: SourceDocument, chunk_tokens: int, overlap_tokens: int) -> list[Chunk]:
    if chunk_tokens < 16:
        raise ValueError("chunk_tokens must be at least 16")
    overlap_tokens = max(0, min(overlap_tokens, chunk_tokens // 2))
    max_chars = chunk_tokens * MAX_CHARS_PER_TOKEN
    units: list[tuple[int, str, int]] = []
    for off, sent in _table_rows_apart(split_sentences(doc.text)):
        n = count_tokens(sent)
        if n > chunk_tokens or len(sent) > max_chars:
            units.extend(
                (o, s, count_tokens(s)) for o, s in _split_long(off, sent, chunk_tokens, max_chars)
            )
        else:
            units.append((off, sent, n))

    seps = [""] + [_separator(doc.text, units[k - 1], units[k]) for k in range(1, len(units))]
    chunks: list[Chunk] = []
    i = 0
    while i < len(units):
        header = _table_header(units, seps, i)
        size = sum(u[2] for u in header)
        chars = sum(len(u[1]) + 1 for u in header)
        j = i
        while j < len(units) and (
            j == i
            or (
                size + units[j][2] <= chunk_tokens
                and chars + len(seps[j]) + len(units[j][1]) <= max_chars
            )
        ):
            size += units[j][2]
            chars += len(units[j][1]) + (len(seps[j]) if j > i else 0)
            j += 1
        body = "".join(u[1] + "\n" for u in header) + units[i][1]
        body += "".join(seps[k] + units[k][1] for k in range(i + 1, j))
        chunks.append(
            Chunk(
                id=f"{doc.id}#{len(chunks)}",
                doc_id=doc.id,
                index=len(chunks),
                text=body,
                token_count=size,
                start_char=units[i][0],
                title=doc.title,
            )
        )
        if j >= len(units):
            break
        # step back over trailing sentences that fit in the overlap budget
        back, k = 0, j
        while k - 1 > i and back + units[k - 1][2] <= overlap_tokens:
            back += units[k - 1][2]
            k -= 1
        i = k
    return chunks


def _table_rows_apart(
    sentences: list[tuple[int, str]],
) -> list[tuple[int, str]]:
    """A table is one 'sentence' to the splitter: its rows become units of their own, so a
    chunk boundary falls between rows, never inside one."""
    out: list[tuple[int, str]] = []
    for off, sent in sentences:
        if "|" not in sent or "\n" not in sent:
            out.append((off, sent))
            continue
        at, block, block_at = off, "", off
        for line in sent.split("\n"):
            if row_cells(line) is not None:
                if block.strip():
                    out.append((block_at, block.rstrip()))
                out.append((at, line.strip()))
                block = ""
            else:
                if not block:
                    block_at = at
                block += line + "\n"
            at += len(line) + 1
        if block.strip():
            out.append((block_at, block.rstrip()))
    return out


def _table_header(
    units: list[tuple[int, str, int]], seps: list[str], i: int
) -> list[tuple[int, str, int]]:
    """The header row (and its '|---|' rule) of the table a chunk starting at unit `i` starts
    inside of: the reader then knows each cell's column. Empty when the chunk does not start
    inside a table, or the table's first row is no header."""
    if i == 0 or row_cells(units[i][1]) is None:
        return []
    k = i
    while k > 0 and seps[k] == "\n" and row_cells(units[k - 1][1]) is not None:
        k -= 1
    if k == i:
        return []  # the chunk starts at the table's first row
    rule = row_cells(units[k + 1][1]) if k + 1 < len(units) else None
    ruled = rule is not None and is_separator(rule)
    if not ruled and not looks_like_header(row_cells(units[k][1]) or []):
        return []
    return units[k : k + 2] if ruled and k + 1 < i else [units[k]]
