"""Does the knowledge base know a name at all? (the relevance check's unknown-name test)

A question about "Halden Pharmatech" must not be answered from evidence about "Halden
Medisys": a name the question relies on that no chunk states and no entity carries fails
relevance, and the reason names it. A name the text never states whole is still known when it
splits into two known names, one of them of two words or more, each multi-word part the exact
name of an entity ("Halcyon Markets" + "Risk Committee") that the text states on its own
somewhere ("The Risk Committee approves ..."); two known single words ("Radiology" +
"Informatics") do not make a known name, nor does a known word before the tail of another name
("Thornmoor" + "General Hospital", which the text only ever writes as "St Aldric's General
Hospital", though the extractor keeps it as an entity).
"""

from __future__ import annotations

import functools
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from a2rag.access.scope import current_read_groups
from a2rag.graph.driver import Graph
from a2rag.read.aliases import stated_other_names
from a2rag.read.kinds import PAGE_LABEL_CYPHER, page_kind, subject_names
from a2rag.text.names import name_key

# Lucene's standard tokenizer keeps an apostrophe between letters ("Aldric's") and a point
# or comma between digits ("99.5") in one token, so a name's tokens must be split the same
# way or the phrase never matches
_TOKEN = re.compile(r"\w+(?:(?:['\u2019]|(?<=\d)[.,](?=\d))\w+)*")


def name_tokens(name: str) -> list[str]:
    return _TOKEN.findall(name.casefold())


def phrase_query(words: list[str]) -> str:
    """A Lucene phrase query of word tokens, quoted (no operators survive). A possessive
    matches either apostrophe: 'St Aldric's' in the question, 'St Aldric\u2019s' in the text."""
    phrase = " ".join(words)
    variants = dict.fromkeys([phrase, phrase.replace("\u2019", "'"), phrase.replace("'", "\u2019")])
    return " OR ".join(f'"{v}"' for v in variants)


_QUANTITY = re.compile(r"\d[\d,.]*(?:[-\s][a-z]+)+")


def _named(names: list[str]) -> dict[str, list[str]]:
    """The names' tokens; a number ("99.5%", "2024") or a quantity ('26-tonne', '60
    seconds') is a value the question mentions, not a name it relies on."""
    tokens = {
        n: name_tokens(n)
        for n in names
        if re.search(r"[^\W\d_]", n) and not _QUANTITY.fullmatch(n.strip())
    }
    return {n: t for n, t in tokens.items() if t}


def _key_forms(names: list[str]) -> list[list[str]]:
    """Each name's `name_key` in both cases (an acronym's key keeps upper case)."""
    return [[nk, nk.upper()] for nk in map(name_key, names)]


def _owner(part: str) -> str | None:
    """'halcyon' of the possessive "halcyon's" or "halcyon’s"; None for a part that is no
    possessive."""
    for mark in ("'s", "\u2019s"):
        if part.endswith(mark) and len(part) > len(mark):
            return part[: -len(mark)]
    return None


def _splits(words: list[str]) -> list[tuple[str, str]]:
    out = []
    for k in range(1, len(words)):
        left, right = words[:k], words[k:]
        if max(len(left), len(right)) >= 2:
            out.append((" ".join(left), " ".join(right)))
    return out


TAIL_CHECK_CHUNKS = 10
# chunks read for a line saying a name is another name (other_names)
STATEMENT_CHUNKS = 10
_OPENERS = frozenset({"the", "a", "an", "its", "their", "our", "this", "that", "each", "every"})


def _stands_alone(part: str, text: str) -> bool:
    """Whether `text` states the name `part` (capitalised) on its own somewhere: not right
    after a possessive ("St Aldric's General Hospital") or another capitalised word ("Kestle
    Bridge Hospital"); an article before it is fine ("The Risk Committee ...")."""
    words = [re.escape(w) for w in part.split()]
    for m in re.finditer(r"(?<!\w)" + r"\W+".join(words) + r"(?!\w)", text, re.I):
        if not all(w[:1].isupper() for w in m.group(0).split()):
            continue  # 'a general hospital': a common noun, not the name
        prev = re.search(r"(\S+)\s*$", text[max(0, m.start() - 40) : m.start()])
        if prev is None:
            return True
        word = prev.group(1)
        if re.search(r"['\u2019]s?$", word):
            continue  # the tail of a possessive name
        if word[:1].isupper() and word.lower() not in _OPENERS and word[-1] not in ".:;!?":
            continue  # the tail of a longer capitalised name
        return True
    return False


def _written_capitalised(word: str, texts: list[str], alone: bool = True) -> bool:
    """Whether the texts write a word alone with its capital more often than without ('Gold,
    Silver and Bronze clients' against 'the supplier'). A sentence's or line's first word
    counts for neither, nor does a capitalised word beside another ('Orveo Imaging', 'Data
    Centre'): the name it is part of is written back whole."""
    upper = lower = 0
    text = "\n".join(texts)
    for m in re.finditer(rf"(?<![\w'’-]){re.escape(word)}(?![\w'’-])", text, re.I):
        before = text[max(0, m.start() - 40) : m.start()]
        after = text[m.end() : m.end() + 40]
        prev = before.rstrip(" ")
        if alone and (not prev or prev[-1] in ".!?:;\n-*#|"):
            continue  # a sentence, line or cell opens with it
        if not m.group(0)[0].isupper():
            lower += 1
            continue
        last = re.search(r"(\S+)\s$", before)
        nxt = re.match(r"\s(\S+)", after)
        beside = (last and last.group(1)[:1].isupper()) or (nxt and nxt.group(1)[:1].isupper())
        if alone and beside:
            continue  # part of a longer name
        upper += 1
    return upper > lower


def _distinct(form: str) -> bool:
    """A form that names one thing: several words, an acronym or code, or a coined word with
    inner capitals ('BedBoard'); not a lone ordinary word ('Vale' of 'Vale and Downs
    Clinical Standards Board')."""
    return (
        len(form.split()) >= 2
        or bool(re.fullmatch(r"[A-Z][A-Z0-9-]+", form))
        or bool(re.fullmatch(r"[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+", form))
    )


CACHE_SIZE = 1024


class KnownNames:
    """Name lookups of the relevance check and the reader. A question's names are looked up
    by several reads and checks of the same question, so answers are kept per names, read
    groups and graph version (an ingest invalidates them)."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self._cache: OrderedDict[tuple[Any, ...], Any] = OrderedDict()
        self._lock = threading.Lock()

    def _cached(self, kind: str, names: list[str], compute: Callable[[list[str]], Any]) -> Any:
        groups = current_read_groups()
        version = self.graph.read("admin/graph_version")[0]["version"]
        key = (kind, tuple(names), None if groups is None else tuple(groups), version)
        with self._lock:
            if key in self._cache:
                self._cache.move_to_end(key)
                return self._cache[key]
        value = compute(names)
        with self._lock:
            self._cache[key] = value
            while len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        return value

    def unknown(self, names: list[str]) -> list[str]:
        """The names (in order) that the graph's chunks and entities do not hold."""
        return list(self._cached("unknown", names, self._unknown))

    def forms(self, names: list[str]) -> dict[str, list[str]]:
        """Per name, the other names and aliases of the entities it denotes exactly ('HRI'
        -> 'Harrowby Royal Infirmary'); names that denote no entity are left out."""
        return dict(self._cached("forms", names, self._forms))

    def kinds(self, names: list[str]) -> dict[str, dict[str, str]]:
        """Per name key, the kinds its entity's labelled pages give it and each page's
        subject: 'PDG' -> {'system': 'Apotheca Gateway'} from the page 'System page:
        Apotheca Gateway (MG-SYS-040)' (read/kinds.py)."""
        return dict(self._cached("kinds", names, self._kinds))

    def _by_entity(self, query_name: str, names: list[str]) -> list[Any]:
        """Rows of a query over the entities each name denotes exactly (its name or an
        alias), found through the entity-name fulltext index."""
        asked = _named(names)
        if not asked:
            return []
        return self.graph.read(
            query_name,
            names=list(asked),
            phrases=[phrase_query(t) for t in asked.values()],
            keys=_key_forms(list(asked)),
            lowers=[n.casefold() for n in asked],
        )

    def other_names(self, names: list[str]) -> dict[str, list[str]]:
        """Per name, what the knowledge base's text says it is another name of: 'the
        Tracker' -> ['FabTrack'] from FabTrack's page ('Also known as: the Tracker
        (nickname)') or a glossary row; read in the chunks that best match the name, as
        the reader reads its evidence (read/aliases.py), for names no entity links."""
        return dict(self._cached("other", names, self._other_names))

    def _other_names(self, names: list[str]) -> dict[str, list[str]]:
        asked = _named(names)
        if not asked:
            return {}
        ordered = list(asked)
        rows = self.graph.read(
            "retrieve/name_statements",
            phrases=[phrase_query(asked[n]) for n in ordered],
            limit=STATEMENT_CHUNKS,
        )
        out: dict[str, list[str]] = {}
        for r in rows:
            name = ordered[r["i"]]
            found = stated_other_names(
                name, [(c["id"], c["title"], c["text"]) for c in r["chunks"]]
            )
            if found:
                out[name] = found
        return out

    def cased(self, grams: list[str]) -> dict[str, str]:
        """Per lower-case word sequence that is the exact name or alias of an entity, how the
        knowledge base writes it ('wenlow community hospital' -> 'Wenlow Community
        Hospital', 'tie' -> 'TIE'): how a question typed without capitals gets its names
        back (read/casing.py)."""
        return dict(self._cached("cased", grams, self._cased))

    def _cased(self, grams: list[str]) -> dict[str, str]:
        out: dict[str, str] = {}
        for r in self._by_entity("retrieve/name_forms", grams):
            gram = r["name"]
            key = name_key(gram)
            same = [
                f
                for f in dict.fromkeys(r["forms"] or [])
                if f.casefold() == gram.casefold() or name_key(f).casefold() == key.casefold()
            ]
            if same:
                out[gram] = same[0]
        return out

    def capitalised(self, words: list[str], *, alone: bool = True) -> list[str]:
        """The words the knowledge base's text mostly writes with a capital where no sentence
        starts: 'gold' where client tiers are 'Gold, Silver and Bronze', not 'supplier' ('the
        supplier'), though an extractor may keep both as entities. `alone=False` counts every
        occurrence, inside a longer name or opening a line too ('orveo' of 'Supplier: Orveo
        Imaging')."""
        kind = "capitalised" if alone else "capitalised-in-names"
        compute = functools.partial(self._capitalised, alone=alone)
        return list(self._cached(kind, words, compute))

    def _capitalised(self, words: list[str], *, alone: bool) -> list[str]:
        if not words:
            return []
        rows = self.graph.read(
            "retrieve/name_contexts",
            phrases=[phrase_query([w]) for w in words],
            limit=TAIL_CHECK_CHUNKS,
        )
        texts = {words[r["i"]]: r["texts"] for r in rows}
        return [w for w in words if _written_capitalised(w, texts.get(w, []), alone=alone)]

    def labelled_pages(self) -> bool:
        """Whether any document the caller may read opens with a page label ('System page:
        ...'); wiki-like knowledge bases have none, and then no name has a kind to look up."""
        return bool(self._cached("labelled", [], self._labelled))

    def _labelled(self, _: list[str]) -> bool:
        return bool(self.graph.read("retrieve/labelled_pages", pattern=PAGE_LABEL_CYPHER))

    def _kinds(self, names: list[str]) -> dict[str, dict[str, str]]:
        if not self.labelled_pages():
            return {}
        rows = self._by_entity("retrieve/page_kinds", names)
        out: dict[str, dict[str, str]] = {}
        for r in rows:
            own = {name_key(f) for f in [r["entity"], *(r["aliases"] or [])]}
            for title in r["titles"] or []:
                found = page_kind(title)
                if found is None:
                    continue
                named = [n for n in subject_names(found[1]) if name_key(n) in own]
                if named:
                    out.setdefault(name_key(r["name"]), {})[found[0]] = named[0]
        return out

    def _unknown(self, names: list[str]) -> list[str]:
        tokens = _named(names)
        phrases: dict[str, list[str]] = {}
        for words in tokens.values():
            phrases[" ".join(words)] = words
            for left, right in _splits(words):
                phrases[left] = left.split()
                phrases[right] = right.split()
                owner = _owner(left)
                if owner:
                    phrases[owner] = owner.split()
        if not phrases:
            return []
        keys = list(phrases)
        rows = self.graph.read(
            "retrieve/known_names",
            names=keys,
            phrases=[phrase_query(phrases[k]) for k in keys],
            keys=_key_forms(keys),
        )
        known = {r["name"] for r in rows if r["known"]}
        entities = {r["name"] for r in rows if r["entity"]}

        def part_known(part: str, owned: bool = False) -> bool:
            # a multi-word part must name something by itself: 'Risk Committee' is an
            # entity, 'General Hospital' only the tail of "St Aldric's General Hospital";
            # after a possessive the text naming it is enough ("Halcyon's Change Management
            # Policy": the policy's own heading), if it also stands alone (tails, below)
            return part in known and (" " not in part or part in entities or owned)

        def left_known(part: str) -> bool:
            # "Halcyon's" is known when 'Halcyon' is, though the text never says "Halcyon's"
            owner = _owner(part)
            return part_known(part) or (owner is not None and part_known(owner))

        splits = {
            name: [
                (a, b)
                for a, b in _splits(words)
                if left_known(a) and part_known(b, owned=_owner(a) is not None)
            ]
            for name, words in tokens.items()
            if " ".join(words) not in known
        }
        tails = self._tails(
            {p for pairs in splits.values() for ab in pairs for p in ab if " " in p}
        )
        out = []
        for name, words in tokens.items():
            whole = " ".join(words)
            if whole in known or any(not {a, b} & tails for a, b in splits.get(name, [])):
                continue
            out.append(name)
        return out

    def _tails(self, parts: set[str]) -> set[str]:
        """The multi-word parts the text only ever states as the tail of a longer name:
        'general hospital' of "St Aldric's General Hospital" (the extractor keeps what follows
        a possessive as an entity of its own)."""
        if not parts:
            return set()
        ordered = sorted(parts)
        rows = self.graph.read(
            "retrieve/name_contexts",
            phrases=[phrase_query(p.split()) for p in ordered],
            limit=TAIL_CHECK_CHUNKS,
        )
        texts = {ordered[r["i"]]: r["texts"] for r in rows}
        return {p for p in ordered if not any(_stands_alone(p, t) for t in texts.get(p, []))}

    def _forms(self, names: list[str]) -> dict[str, list[str]]:
        rows = self._by_entity("retrieve/name_forms", names)
        out: dict[str, list[str]] = {}
        for r in rows:
            own = name_key(r["name"])
            # an entity's own name counts even as one word ('Ledger' of 'RC-SVC-031'); an
            # alias only when it names one thing ('Vale' of a board's name does not)
            canonical = set(r.get("canonical") or [])
            other = [
                f
                for f in dict.fromkeys(r["forms"] or [])
                if name_key(f) != own and (f in canonical or _distinct(f))
            ]
            if other:
                out[r["name"]] = other
        return out
