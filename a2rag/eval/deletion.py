"""Which graph entities to delete in the extraction-loss stress test (paper §IV-F1).

One seeded permutation of the sorted ids is cut at each ratio, so the sets are nested
(the 20% deletion contains the 10% one): the recall curve then measures more loss, not a
different random draw at each point.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence


def deletion_count(n: int, ratio: float) -> int:
    """round(ratio * n), halves rounded up (Python's round() would round 2.5 down to 2)."""
    if not 0.0 <= ratio <= 1.0:
        raise ValueError(f"deletion ratio must be in [0, 1], got {ratio}")
    return min(n, math.floor(ratio * n + 0.5))


def _permutation(entity_ids: Iterable[str], seed: int) -> list[str]:
    ids = sorted(set(entity_ids))  # input order and duplicates must not change the draw
    random.Random(f"a2rag-deletion:{seed}").shuffle(ids)
    return ids


def sample_deleted(entity_ids: Sequence[str], ratio: float, seed: int) -> list[str]:
    """The ids to delete at `ratio`: a prefix of one seeded permutation (nested across ratios)."""
    perm = _permutation(entity_ids, seed)
    return perm[: deletion_count(len(perm), ratio)]


def deletion_schedule(
    entity_ids: Sequence[str], ratios: Iterable[float], seed: int
) -> dict[float, list[str]]:
    """sample_deleted for several ratios, shuffling once."""
    perm = _permutation(entity_ids, seed)
    return {r: perm[: deletion_count(len(perm), r)] for r in ratios}
