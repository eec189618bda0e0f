"""Union-find over name keys and graph entities, refusing joins that would fuse two graph
entities or two alias-table canonicals."""

from __future__ import annotations

_KNOWN = "\x00"


def known_node(eid: str) -> str:
    """The union-find node of a graph entity (name keys never start with NUL)."""
    return _KNOWN + eid


def known_id(node: str) -> str | None:
    """The graph entity id of a node, or None for a name key."""
    return node[1:] if node.startswith(_KNOWN) else None


class UnionFind:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}
        self.members: dict[str, list[str]] = {}
        self.anchor: dict[str, str] = {}  # root -> known entity id
        self.canon: dict[str, str] = {}  # root -> alias-table canonical name

    def find(self, x: str) -> str:
        if x not in self.parent:
            self.parent[x], self.members[x] = x, [x]
            eid = known_id(x)
            if eid is not None:
                self.anchor[x] = eid
            return x
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a: str, b: str) -> bool:
        """Join two groups unless that would fuse two graph entities or two table canonicals."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return True
        for attr in (self.anchor, self.canon):
            if ra in attr and rb in attr and attr[ra] != attr[rb]:
                return False
        if len(self.members[ra]) < len(self.members[rb]):
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.members[ra].extend(self.members.pop(rb))
        for attr in (self.anchor, self.canon):
            if rb in attr:
                attr[ra] = attr.pop(rb)
        return True
