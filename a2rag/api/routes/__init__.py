"""The HTTP routes, one router per concern: query, documents (jobs), review."""
