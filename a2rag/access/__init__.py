"""Permission-aware retrieval: principals, and the read scope every named query obeys."""

from a2rag.access.principal import Principal, Role
from a2rag.access.scope import current_read_groups, reading_as

__all__ = ["Principal", "Role", "current_read_groups", "reading_as"]
