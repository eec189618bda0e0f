// Graph counts for `a2rag stats`.
CALL () { MATCH (d:Document) RETURN count(d) AS documents }
CALL () { MATCH (c:Chunk) RETURN count(c) AS chunks }
CALL () { MATCH (e:Entity) RETURN count(e) AS entities }
CALL () { MATCH (:Entity)-[r:RELATED]->(:Entity) RETURN count(r) AS relations }
CALL () { MATCH (:Chunk)-[m:MENTIONS]->(:Entity) RETURN count(m) AS mentions }
CALL () { MATCH (e:Entity) RETURN sum(size(coalesce(e.merge_reasons, []))) AS merges }
RETURN documents, chunks, entities, relations, mentions, merges
