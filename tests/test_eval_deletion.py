import pytest

from a2rag.eval.deletion import deletion_count, deletion_schedule, sample_deleted

IDS = [f"e{i:03d}" for i in range(101)]


def test_reproducible_and_input_order_independent():
    a = sample_deleted(IDS, 0.2, seed=7)
    assert a == sample_deleted(list(reversed(IDS)), 0.2, seed=7)
    assert a == sample_deleted(IDS + IDS[:10], 0.2, seed=7)  # duplicates ignored
    assert a != sample_deleted(IDS, 0.2, seed=8)
    assert a != IDS[: len(a)]  # shuffled, not a prefix of the sorted ids


def test_nested_across_ratios():
    prev: set[str] = set()
    for r in (0.0, 0.1, 0.2, 0.3, 0.4, 1.0):
        cur = set(sample_deleted(IDS, r, seed=3))
        assert prev <= cur
        prev = cur
    assert prev == set(IDS)


def test_exact_sizes_and_ratio_zero():
    assert sample_deleted(IDS, 0.0, seed=1) == []
    assert len(sample_deleted(IDS, 0.1, seed=1)) == 10  # 10.1 -> 10
    assert len(sample_deleted(IDS, 0.4, seed=1)) == 40  # 40.4 -> 40
    assert len(sample_deleted(IDS, 1.0, seed=1)) == 101
    assert deletion_count(5, 0.5) == 3  # 2.5 rounds half up
    assert deletion_count(10, 0.3) == 3
    assert len(set(sample_deleted(IDS, 0.5, seed=1))) == 51
    assert sample_deleted([], 0.5, seed=1) == []


def test_invalid_ratio():
    with pytest.raises(ValueError):
        sample_deleted(IDS, 1.5, seed=0)
    with pytest.raises(ValueError):
        sample_deleted(IDS, -0.1, seed=0)


def test_schedule_matches_single_calls():
    sched = deletion_schedule(IDS, [0.1, 0.3], seed=5)
    assert sched[0.1] == sample_deleted(IDS, 0.1, seed=5)
    assert sched[0.3] == sample_deleted(IDS, 0.3, seed=5)
