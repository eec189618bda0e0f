"""`A2RAG(settings)`: the Python API of the query path (`ask`, `aask`).

Wires the shared, expensive parts once (driver, embedder, spaCy, retriever) and builds the
cheap per-question parts (roles bound to the question's cost meter) on each call.
"""

from __future__ import annotations

import asyncio
import functools
import threading
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING, Any, Literal

from a2rag.access import Principal, reading_as
from a2rag.access.audit import audit_ask
from a2rag.config import Settings
from a2rag.control.answer import Answer
from a2rag.control.controller import AdaptiveController, Roles
from a2rag.control.gate import SummaryGate
from a2rag.control.offline_roles import (
    OfflineGenerator,
    OfflineRewriter,
    OfflineVerifier,
    reader_threshold,
)
from a2rag.curate.review import ReviewQueue
from a2rag.deep.handoff import checked_by_chain, combine, hands_over, unless_contradicted
from a2rag.errors import InvalidInput
from a2rag.graph.driver import Graph
from a2rag.models.cost import CostMeter
from a2rag.models.embeddings import Embedder, make_embedder
from a2rag.read.casing import read_casing
from a2rag.read.features import FEATURES
from a2rag.read.model import load_model
from a2rag.read.parse_store import GraphParses
from a2rag.read.reader import Reader
from a2rag.retrieve.known_names import KnownNames
from a2rag.retrieve.mentions import OfflineMentionExtractor
from a2rag.retrieve.retriever import AgenticRetriever
from a2rag.retrieve.seeds import SeedAligner
from a2rag.retrieve.sufficiency import LLMSufficiency, OfflineSufficiency
from a2rag.text.nlp import load_nlp

if TYPE_CHECKING:
    from a2rag.deep.chain import HopRoles
    from a2rag.deep.decompose import OfflineDecomposer

Mode = Literal["adaptive", "deep", "agent", "a2rag"]
MODES = ("adaptive", "deep", "agent", "a2rag")
"""adaptive: the A2RAG controller (the default; "a2rag" is its older name); deep: decomposition
into a chain of grounded hops; agent: a tool-calling chat model (needs an endpoint)."""


class A2RAG:
    def __init__(
        self,
        settings: Settings | None = None,
        *,
        graph: Graph | None = None,
        embedder: Embedder | None = None,
        chat_model: Any = None,
    ) -> None:
        self.settings = settings or Settings()
        self._lock = threading.Lock()
        self._extractor: Any = None
        self._own_graph = graph is None
        self.graph = graph or Graph(self.settings)
        self.graph.verify()
        self.embedder = embedder or make_embedder(self.settings)
        self._given_embedder = embedder is not None
        self.chat = chat_model
        if self.chat is None and self.settings.llm_enabled:
            from a2rag.models.llm import make_chat_model

            self.chat = make_chat_model(self.settings)
        self.nlp = load_nlp(self.settings.models.spacy_model)
        model = load_model(self.settings.reader.reader_model_path, expected=FEATURES)
        self.names = KnownNames(self.graph)
        self.parses = GraphParses(self.graph)
        self.reader = Reader(self.nlp, model, names=self.names, stored=self.parses)
        # the question is parsed once: seed alignment's parse is the one the reader frames
        mentions = OfflineMentionExtractor(
            self.settings, parse=lambda texts: self.reader.parses.parse(texts)
        )
        self.aligner = SeedAligner(self.settings, self.graph, self.embedder, mentions)
        sufficiency: OfflineSufficiency | LLMSufficiency = OfflineSufficiency(
            self.settings, self.reader
        )
        if self.chat is not None and self.settings.reader.llm_sufficiency:
            from a2rag.control.llm_roles import LLMSufficiencyJudge

            sufficiency = LLMSufficiency(
                self.settings, self.reader, LLMSufficiencyJudge(self.chat, self.settings)
            )
        self.retriever = AgenticRetriever(
            self.settings, self.graph, self.embedder, self.aligner, sufficiency
        )
        self.gate = SummaryGate(self.settings, self.graph, self.embedder)
        self.controller = AdaptiveController(
            self.settings,
            self.gate,
            self.retriever,
            self.roles,
            unverified_confidence=reader_threshold(self.settings, self.reader, "unverified"),
        )

    @property
    def bulk_embedder(self) -> Embedder:
        """The embedder for ingesting through this service (`POST /documents`): the bulk
        runtime (torch, faster on long texts), unless the service was given an embedder."""
        return self.embedder if self._given_embedder else make_embedder(self.settings, bulk=True)

    @functools.cached_property
    def toolkit(self) -> Any:
        """The agent tools over this instance's driver, embedder and PPR projection."""
        from a2rag.tools.toolkit import Toolkit

        return Toolkit(self.settings, self.graph, self.embedder, self.retriever.global_)

    @functools.cached_property
    def agent(self) -> Any:
        """Agent mode's runner; needs a chat model (AgentUnavailable otherwise)."""
        from a2rag.control.agent import AGENT_UNAVAILABLE, AgentRunner, AgentUnavailable

        if self.chat is None:
            raise AgentUnavailable(AGENT_UNAVAILABLE)
        return AgentRunner(
            self.settings,
            self.graph,
            self.embedder,
            self.toolkit,
            self.chat,
            lambda meter: self.roles(meter).verifier,
        )

    @functools.cached_property
    def deep(self) -> Any:
        """Deep mode's runner: offline decomposition and the reader on every hop."""
        from a2rag.deep.chain import ChainRunner
        from a2rag.deep.decompose import Decomposer
        from a2rag.deep.runner import DeepRunner

        chain = ChainRunner(
            self.settings,
            self.retriever,
            self.reader,
            OfflineGenerator(self.settings, self.reader),
            # a hop asks one relation: an answer read about another subject is off-subject
            OfflineVerifier(self.settings, self.reader, self.names, single_hop=self.single_hop),
            hops=self._hop_roles(),
        )
        offline = self.decomposer
        decomposers: Callable[[CostMeter], Decomposer] = lambda meter: offline  # noqa: E731
        if self.chat is not None and self.settings.deep.deep_llm_decomposer:
            from a2rag.deep.llm import LLMDecomposer

            chat = self.chat
            decomposers = lambda meter: LLMDecomposer(chat, self.settings, offline, meter)  # noqa: E731
        return DeepRunner(
            self.settings,
            self.gate,
            decomposers,
            chain,
            unverified_confidence=reader_threshold(self.settings, self.reader, "unverified"),
        )

    def _hop_roles(self) -> HopRoles | None:
        """Deep mode's sub-queries read by a model of their own (`reader_hop_model_path`, at
        its own answer threshold unless `reader_hop_answer_confidence` sets one); None: the
        whole-question reader reads them too."""
        from a2rag.deep.chain import HopRoles

        path = self.settings.reader.reader_hop_model_path
        if path is None:
            return None
        reader = Reader(
            self.nlp, load_model(path, expected=FEATURES), names=self.names, stored=self.parses
        )
        settings = self.settings.model_copy(
            update={"reader_answer_confidence": self.settings.reader.reader_hop_answer_confidence}
        )
        return HopRoles(
            reader,
            OfflineGenerator(settings, reader),
            OfflineVerifier(settings, reader, self.names, single_hop=self.single_hop),
        )

    @functools.cached_property
    def decomposer(self) -> OfflineDecomposer:
        from a2rag.deep.decompose import OfflineDecomposer

        return OfflineDecomposer(self.nlp, max_subqueries=self.settings.deep.deep_max_subqueries)

    @functools.cached_property
    def question_kind(self) -> Callable[[str], str]:
        """'single', 'chain' (a bridge) or 'comparison' (offline decomposition, cached)."""
        decomposer = self.decomposer

        @functools.lru_cache(maxsize=1024)
        def kind(question: str) -> str:
            return decomposer.decompose(question).kind

        return kind

    def single_hop(self, question: str) -> bool:
        """No bridge, chain or comparison in a question."""
        return self.question_kind(question) == "single"

    def roles(self, meter: CostMeter) -> Roles:
        if self.chat is None:
            return Roles(
                generator=OfflineGenerator(self.settings, self.reader),
                verifier=OfflineVerifier(
                    self.settings, self.reader, self.names, single_hop=self.single_hop
                ),
                rewriter=OfflineRewriter(),
            )
        from a2rag.control.llm_roles import (
            LLMGenerator,
            LLMMentionExtractor,
            LLMRewriter,
            LLMVerifier,
        )

        return Roles(
            generator=LLMGenerator(self.chat, self.settings, meter),
            verifier=LLMVerifier(self.chat, self.settings, meter),
            rewriter=LLMRewriter(self.chat, self.settings, meter),
            mentions=LLMMentionExtractor(self.chat, self.settings, meter),
        )

    def ask(
        self,
        question: str,
        *,
        token_budget: int | None = None,
        propose: bool | None = None,
        proposed_by: str = "a2rag",
        mode: Mode = "adaptive",
        principal: Principal | None = None,
    ) -> Answer:
        """Answer a question as `principal` (default: the operator, who reads everything):
        every stage reads only documents sharing a group with the principal. `propose`
        (default: settings.curation.curation_auto_propose) files the triples of a verified
        answer as pending review proposals (paper §III-B4). `mode`
        "deep" decomposes a multi-hop question into grounded hops, each answered and checked
        (offline); "agent" lets a tool-calling chat model drive the agent tools (needs an
        endpoint); its answer passes the same triple-check."""
        question = question.strip()
        if not question:
            raise InvalidInput("empty question")
        if mode not in MODES:
            raise InvalidInput(f"unknown mode {mode!r}; use {', '.join(MODES[:3])}")
        status = "error"  # what the audit records if a stage raises
        try:
            with reading_as(principal.read_groups(self.settings) if principal else None):
                # 'wenlow community hospital' is read as 'Wenlow Community Hospital'
                read = read_casing(question, self.names.cased, self.names.capitalised)
                if mode == "agent":
                    answer = self.agent.ask(read, token_budget=token_budget)
                elif mode == "deep":
                    answer = self._deep(read, token_budget)
                else:
                    answer = self._adaptive(read, token_budget)
                if read != question:
                    answer.question, answer.asked_as = question, read
                status = answer.status
                auto = self.settings.curation.curation_auto_propose
                if propose if propose is not None else auto:
                    answer.proposals = self.propose(answer, proposed_by=proposed_by)
        finally:
            audit_ask(
                self.settings,
                principal,
                question,
                status=status,
                citations=answer.citations if status != "error" else (),
                mode=mode,
            )
        return answer

    def _adaptive(self, question: str, token_budget: int | None) -> Answer:
        """The A2RAG loop, then deep mode for a composite question it could not verify; a
        verified answer to a question with a bridge is checked against the chain's."""
        answer = self.controller.ask(question, token_budget=token_budget)
        if not self.settings.deep.deep_handoff:
            return answer
        left = _left(answer, token_budget, self.settings)
        if hands_over(answer, self.single_hop):
            second = self.deep.ask(question, token_budget=left)
            return combine(answer, second, first_mode="adaptive", second_mode="deep")
        if answer.status == "answered" and self.question_kind(question) == "chain":
            return checked_by_chain(answer, self.deep.ask(question, token_budget=left))
        return answer

    def _deep(self, question: str, token_budget: int | None) -> Answer:
        """Deep mode's chain, then the A2RAG loop when the chain is not verified; the loop's
        verified answer to a bridge question is not taken when the chain reached another."""
        answer = self.deep.ask(question, token_budget=token_budget)
        if not self.settings.deep.deep_handoff or not hands_over(answer):
            return answer
        left = _left(answer, token_budget, self.settings)
        second = self.controller.ask(question, token_budget=left)
        out = combine(answer, second, first_mode="deep", second_mode="adaptive")
        if self.question_kind(question) == "chain":
            return unless_contradicted(out, second, answer)
        return out

    async def aask(
        self,
        question: str,
        *,
        token_budget: int | None = None,
        propose: bool | None = None,
        proposed_by: str = "a2rag",
        mode: Mode = "adaptive",
        principal: Principal | None = None,
    ) -> Answer:
        """Async `ask`: runs the (blocking) driver and models in a worker thread."""
        return await asyncio.to_thread(
            self.ask,
            question,
            token_budget=token_budget,
            propose=propose,
            proposed_by=proposed_by,
            mode=mode,
            principal=principal,
        )

    @functools.cached_property
    def review(self) -> ReviewQueue:
        return ReviewQueue(self.settings, self.graph, self.embedder)

    def propose(self, answer: Answer, *, proposed_by: str = "a2rag") -> list[str]:
        """Pending proposal ids for a verified answer (nothing for any other status)."""
        if answer.status != "answered":
            return []
        from a2rag.curate.propose import LLMProposer, OfflineProposer  # LLM stack: on use only

        proposer: OfflineProposer | LLMProposer
        if self.chat is not None:
            proposer = LLMProposer(self.chat, self.settings)
        else:
            proposer = OfflineProposer(self.settings, self._proposal_extractor())
        return self.review.submit(answer, proposer.propose(answer), proposed_by=proposed_by)

    def _proposal_extractor(self) -> Any:
        with self._lock:
            if self._extractor is None:
                from a2rag.ingest.extract.offline import OfflineExtractor

                self._extractor = OfflineExtractor(self.settings, workers=1, parse_units=False)
            return self._extractor

    def close(self) -> None:
        if self._own_graph:
            self.graph.close()

    def __enter__(self) -> A2RAG:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _left(answer: Answer, token_budget: int | None, settings: Settings) -> int | None:
    """The token budget the second mode may spend: what the first left of it."""
    budget = token_budget if token_budget is not None else settings.models.llm_token_budget
    if budget is None:
        return None
    return max(0, budget - answer.cost.prompt_tokens - answer.cost.completion_tokens)
