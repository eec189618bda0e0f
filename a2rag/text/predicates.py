"""Relation labels in one form, so "is capped at", "capped at" and "Capped-At" are one
relation type in the graph (extractors, the resolver, relation seeds and curation agree)."""

from __future__ import annotations

import re

# Auxiliaries, determiners and fillers carry no relation meaning; dropping them merges
# "is capped at" with "capped at" and "was founded by" with "founded by".
_DROP_WORDS = (
    "a an the this that these those is are was were be been being am 's 're 'm has have had "
    "having do does did will would shall should can could may might must also then just not n't "
    "already still very"
)
_DROP = frozenset(_DROP_WORDS.split())
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_NO_S_STRIP = ("ss", "us", "is")
_MAX_WORDS = 5


def _lemmaish(word: str) -> str:
    """Third-person -s off a verb ('routes' -> 'route'); leaves participles alone."""
    if len(word) <= 3 or word.endswith(_NO_S_STRIP):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


def normalise_predicate(text: str) -> str:
    """A relation label as lowercase snake_case without auxiliaries or determiners.

    "is capped at" -> "capped_at", "routes ... to" -> "route_to", "Published by" ->
    "published_by". Idempotent, so extractors and the resolver can both apply it.
    """
    words = _WORD.findall(text.casefold().replace("_", " ").replace("-", " "))
    kept = [w for w in words if w not in _DROP]
    if not kept:
        # "is a" or "has": the auxiliary is all there is, so it is the relation.
        return "_".join(words[:_MAX_WORDS]) or "related_to"
    kept[0] = _lemmaish(kept[0])
    return "_".join(kept[:_MAX_WORDS])
