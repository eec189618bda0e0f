"""Human-in-the-loop curation (paper §III-B4): proposals from verified answers, human review."""
