"""Sentence-aware chunking with token budgets and overlap.

Sentences are packed whole into chunks of at most `chunk_tokens` tokens; the next chunk
starts with trailing sentences of the previous one worth at most `overlap` tokens, so a fact
split across a boundary is still whole in one chunk. Ids are `<doc_id>#<index>`: stable
across re-ingestion of the same text.
"""

from __future__ import annotations

import re

from a2rag.ingest.models import Chunk, SourceDocument
from a2rag.text.sentences import split_sentences

_TOKEN = re.compile(r"\w+|[^\w\s]")


def count_tokens(text: str) -> int:
    return len(_TOKEN.findall(text))


def _split_long(offset: int, sentence: str, max_tokens: int) -> list[tuple[int, str]]:
    """A sentence longer than a chunk is cut at word boundaries."""
    words = list(re.finditer(r"\S+", sentence))
    pieces: list[tuple[int, str]] = []
    cur: list[re.Match[str]] = []
    tokens = 0
    for w in words:
        t = count_tokens(w.group(0))
        if cur and tokens + t > max_tokens:
            pieces.append((offset + cur[0].start(), sentence[cur[0].start() : cur[-1].end()]))
            cur, tokens = [], 0
        cur.append(w)
        tokens += t
    if cur:
        pieces.append((offset + cur[0].start(), sentence[cur[0].start() : cur[-1].end()]))
    return pieces


def chunk_document(doc: SourceDocument, chunk_tokens: int, overlap_tokens: int) -> list[Chunk]:
    if chunk_tokens < 16:
        raise ValueError("chunk_tokens must be at least 16")
    overlap_tokens = max(0, min(overlap_tokens, chunk_tokens // 2))
    units: list[tuple[int, str, int]] = []
    for off, sent in split_sentences(doc.text):
        n = count_tokens(sent)
        if n > chunk_tokens:
            units.extend((o, s, count_tokens(s)) for o, s in _split_long(off, sent, chunk_tokens))
        else:
            units.append((off, sent, n))

    chunks: list[Chunk] = []
    i = 0
    while i < len(units):
        size = 0
        j = i
        while j < len(units) and (j == i or size + units[j][2] <= chunk_tokens):
            size += units[j][2]
            j += 1
        body = " ".join(u[1] for u in units[i:j])
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
