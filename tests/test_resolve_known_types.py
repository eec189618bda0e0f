"""Issue 19 item 9: a type decided in one batch is what the next batch of the same run sees,
as a resumed run (which reads it back from the graph) would."""

from __future__ import annotations

from a2rag.ingest.models import ResolvedEntity
from a2rag.ingest.resolve import _KnownIndex


def test_known_index_takes_a_changed_type_with_unchanged_names() -> None:
    index = _KnownIndex()
    first = ResolvedEntity(id="ent:lark", name="Lark", type="CONCEPT", aliases=["Lark"])
    index.update([first])
    index.update([first.model_copy(update={"type": "ORG"})])
    assert index.entities["ent:lark"].type == "ORG"
