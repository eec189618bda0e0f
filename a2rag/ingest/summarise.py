"""Document summaries for the gate (paper §III-B1): what a document is about, in a few lines.

Offline: the title plus the lead sentences (lead-k is a strong extractive baseline for
expository text such as handbooks and encyclopaedia passages). With an LLM: a short abstract.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from a2rag.ingest.models import SourceDocument
from a2rag.text.sentences import split_sentences

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

    from a2rag.config import Settings
    from a2rag.models.cost import CostMeter

MAX_SUMMARY_CHARS = 1200


def extractive_summary(doc: SourceDocument, sentences: int = 3, topics: Sequence[str] = ()) -> str:
    """Title, lead sentences and the entities the document mentions most: the lead says what
    the document is, the topics say what it covers further down."""
    lead = [s for _, s in split_sentences(doc.text)[:sentences]]
    body = " ".join(lead)
    text = f"{doc.title}. {body}" if doc.title and doc.title not in body[:200] else body
    if topics:
        text = f"{text} Topics: {', '.join(topics)}."
    return text[:MAX_SUMMARY_CHARS]


class Summariser:
    """Chooses the LLM summary when a chat model is configured, else the extractive one."""

    def __init__(
        self,
        settings: Settings,
        chat: BaseChatModel | None = None,
        meter: CostMeter | None = None,
    ) -> None:
        self.settings = settings
        self.chat = chat
        self.meter = meter

    def summarise(self, doc: SourceDocument, topics: Sequence[str] = ()) -> str:
        if self.chat is None:
            return extractive_summary(doc, self.settings.ingest.summary_sentences, topics)
        from pydantic import BaseModel

        from a2rag.errors import LLMError
        from a2rag.models.llm import structured_call
        from a2rag.models.prompts import summary_messages

        class _Summary(BaseModel):
            summary: str

        try:
            out = structured_call(
                self.chat,
                summary_messages(doc.title, doc.text[:6000]),
                _Summary,
                settings=self.settings,
                meter=self.meter,
                step="summarise",
            )
            return f"{doc.title}. {out.summary}"[:MAX_SUMMARY_CHARS]
        except LLMError:
            return extractive_summary(doc, self.settings.ingest.summary_sentences, topics)
