// Stage 1, local 1-hop expansion (paper §III-C1, eq. 7).
// :param seed_ids => ['ent:kestrel-prime-brokerage']
// :param predicates => ['capped_at']     (relation seeds; null = keep every edge)
// :param per_seed => 50                   (edges kept per seed, most supported first)
// :param mention_chunks => 5              (chunks mentioning a seed, most question-like first)
// :param embedding => [0.1, ...]          (question embedding)
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// Bounded: per_seed edges and mention_chunks chunks per seed, whatever the seed's degree.
UNWIND $seed_ids AS sid
MATCH (s:Entity {id: sid})
WHERE ($groups IS NULL OR any(g IN s.groups WHERE g IN $groups))
CALL (s) {
  MATCH (s)-[r:RELATED]-(n:Entity)
  WHERE ($predicates IS NULL OR r.predicate IN $predicates)
    AND ($groups IS NULL OR (any(g IN r.groups WHERE g IN $groups)
                             AND any(g IN n.groups WHERE g IN $groups)))
  WITH r, n ORDER BY r.weight DESC, n.id LIMIT $per_seed
  RETURN collect({source: startNode(r).name, predicate: r.predicate, target: endNode(r).name,
                  neighbour: n.id,
                  chunk_ids: [x IN r.chunk_ids WHERE $groups IS NULL
                              OR EXISTS { MATCH (vc:Chunk {id: x})
                                          WHERE any(g IN vc.groups WHERE g IN $groups) }][..3]}) AS edges
}
CALL (s) {
  MATCH (c:Chunk)-[:MENTIONS]->(s)
  WHERE ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
  WITH c ORDER BY vector.similarity.cosine(c.embedding, $embedding) DESC LIMIT $mention_chunks
  RETURN collect(c.id) AS chunk_ids
}
RETURN s.id AS seed, s.name AS name, edges, chunk_ids
