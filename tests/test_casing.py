"""A question typed without capitals: which word sequences are looked up as names, how the
knowledge base's writing is put back, and which words stand for names it may not know."""

from __future__ import annotations

from a2rag.read.casing import (
    common_word,
    lower_case,
    name_grams,
    read_casing,
    restore_case,
    unfamiliar_words,
)


def test_only_a_question_without_any_capital_is_in_lower_case() -> None:
    assert lower_case("how many beds does wenlow community hospital have?")
    # opened with a capital: written with capitals, its lower-case words are no names
    assert not lower_case("Who played the king that was king of england in 1951?")
    assert not lower_case("what is the rpo for TIE?")


def test_name_grams_stay_inside_a_clause_and_never_start_or_end_with_a_stop_word() -> None:
    grams = name_grams("who is the site it manager at st aldric's general hospital, today?")
    assert "st aldric's general hospital" in grams
    assert grams.index("st aldric's general hospital") < grams.index("general hospital")
    assert not any(g.split()[0] in {"the", "at", "is"} for g in grams)
    assert not any("today" in g and "hospital" in g for g in grams)  # across the comma


def test_restore_case_writes_the_longest_known_name_and_nothing_inside_it_again() -> None:
    cased = {
        "wenlow community hospital": "Wenlow Community Hospital",
        "community hospital": "Community Hospital",
        "tie": "TIE",
    }
    q = "how many beds does wenlow community hospital have, and what is the rpo for tie?"
    assert restore_case(q, cased) == (
        "how many beds does Wenlow Community Hospital have, and what is the rpo for TIE?"
    )
    assert restore_case("is the tiebreak set?", {"tie": "TIE"}) == "is the tiebreak set?"


def test_a_question_in_lower_case_gets_the_knowledge_bases_names_back() -> None:
    asked: list[list[str]] = []
    known = {"lumen archive": "Lumen Archive", "rpo": "RPO", "gold": "Gold", "king": "King"}

    def cased(grams: list[str]) -> dict[str, str]:
        asked.append(grams)
        return {g: known[g] for g in grams if g in known}

    def capitalised(words: list[str]) -> list[str]:
        return [w for w in words if w == "gold"]  # the text writes 'Gold' clients, 'the king'

    read = read_casing("what is the rpo for lumen archive?", cased, capitalised)
    assert read == "what is the RPO for Lumen Archive?"
    assert {"rpo", "lumen", "lumen archive"} <= set(asked[0]) and "the" not in asked[0]
    # a common word alone only where the text writes it alone with its capital
    tier = read_casing("what margin do gold clients pay under the king rule?", cased, capitalised)
    assert tier == "what margin do Gold clients pay under the king rule?"
    # written with capitals: read as written, nothing looked up
    written = "What is the RPO for Lumen Archive?"
    assert read_casing(written, cased, capitalised) == written
    assert len(asked) == 2
    # all capitals say no more than none: read as caseless
    assert read_casing("WHAT IS THE RPO FOR LUMEN ARCHIVE?", cased, capitalised) == (
        "what is the RPO for Lumen Archive?"
    )


def test_unfamiliar_words_are_neither_common_english_nor_their_inflections() -> None:
    assert unfamiliar_words("when does the kelvra systems contract end?") == ["kelvra"]
    assert unfamiliar_words("how often do the pagers refresh after renewals?") == []
    assert common_word("expire") and common_word("the") and common_word("2024")
    assert not common_word("zorvath")
