"""Entity resolution: map surface mentions onto canonical entities with stable ids.

The A2RAG paper (§I) notes that one liquidity provider appears as "CFH", "CFH Clearing" and
"[GUI] CFH"; left apart, facts about it split over disconnected nodes and graph retrieval
cannot follow the evidence chain. Merging wrongly is as harmful (it invents bridges), so
every rule is conservative and records a human-readable reason:

1. user alias table (CSV `alias,canonical`) - wins over everything (`alias_table`, `rules`);
2. same normalised key: case, punctuation, whitespace, leading "the", possessive 's,
   bracketed tags "[GUI] X" / "(GUI) X"; corporate suffixes ("Ltd", "Inc") (`rules`);
3. acronyms only when introduced in the text: "Long Name (LN)" or "LN (Long Name)"; other
   names only when the text states them: "LabRelay (known as LRR)", "X, formerly Y",
   "Y was renamed X", "DC-S is Pellow Lane", "this team was called Y" in a line about a
   named subject, "X, which most staff call Y", "X is still called Y", "Y was the name of
   the X platform", "X (labelled Y ...)", "X (estate code Y)", "SUP-0442 (Brindle Cooling
   Ltd)" (a code without a year), a table's code column ("| Ledger | RC-SVC-031 |" under
   "| Service | Service code |"), and "The airport is also known as Y" on a page titled
   "X Airport" (`names.find_alias_intros`, `names.find_title_subject_alias`);
4. a one-word short form of a longer name ("Kestrel" -> "Kestrel Prime Brokerage") when it
   is unambiguous, else by document context, else by a clear (>= 3x) mention majority
   (`rules.short_forms`, `per_document`);
5. embeddings (optional) above a high threshold *and* a lexical guard, never across
   different NER types (`embedding`).

Candidates are found through token/initial indexes, never by comparing all pairs. Entities
already in the graph (`known`) keep their ids, and new mentions resolve onto them.
"""

from a2rag.ingest.resolve.alias_scan import AliasScanner
from a2rag.ingest.resolve.alias_table import load_alias_table
from a2rag.ingest.resolve.known import KnownIndex
from a2rag.ingest.resolve.names import find_acronym_intros, find_alias_intros, initials_match
from a2rag.ingest.resolve.resolver import EntityResolver, Resolution

_KnownIndex = KnownIndex  # the name before the split into a package; tests import it
RESOLVE_VERSION = 9
"""Bumped when the merge rules change what a corpus resolves to (2: stated aliases, 3: codes
in page titles, 4: a name after "if", "on the" ... starts a name, 5: chunks mention the known
names in their title, 7: "X, which staff call Y", "X is still called Y", "Y was the name of
X", "CODE (Name)", code columns of tables, a page's subject by its title's noun; 8: a name
after a list item's dash starts a name; 9: a code the tokenizer splits, 'INC-2024' '-' '0233',
is one mention); eval index keys carry it
so a benchmark never reads a graph the current rules would not build."""

__all__ = [
    "RESOLVE_VERSION",
    "AliasScanner",
    "EntityResolver",
    "KnownIndex",
    "Resolution",
    "find_acronym_intros",
    "find_alias_intros",
    "initials_match",
    "load_alias_table",
]
