// Stage 2, bridge discovery (paper §III-C2, eq. 8) over the undirected entity graph.
// :param pairs => [['ent:a', 'ent:b']]    (pairs of entity seeds)
// :param max_hops => 2                    (K: a bridge is within K hops of both seeds)
// :param paths_per_pair => 3              (shortest paths kept per seed pair)
// :param max_degree => 500                (hubs above this degree are not walked through)
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// A node within K hops of two seeds lies on a seed-to-seed path of length <= 2K, so
// bidirectional SHORTEST search between seed pairs finds every bridge without expanding
// K-hop balls around hubs.
UNWIND $pairs AS pair
MATCH (a:Entity {id: pair[0]}), (b:Entity {id: pair[1]})
WHERE $groups IS NULL
   OR (any(g IN a.groups WHERE g IN $groups) AND any(g IN b.groups WHERE g IN $groups))
CALL (a, b) {
  MATCH p = SHORTEST 3 (a) ((x:Entity)-[r:RELATED]-(y:Entity)
        WHERE (y = b OR COUNT { (y)-[:RELATED]-() } <= $max_degree)
          AND ($groups IS NULL OR (any(g IN r.groups WHERE g IN $groups)
                                   AND any(g IN y.groups WHERE g IN $groups)))){1,6} (b)
  WHERE length(p) <= 2 * $max_hops
  RETURN p LIMIT $paths_per_pair
}
WITH a, b, p, nodes(p) AS ns, length(p) AS len
RETURN a.id AS seed_a, b.id AS seed_b, len,
       [i IN range(1, len - 1) WHERE i <= $max_hops AND len - i <= $max_hops | ns[i].id] AS bridges,
       [r IN relationships(p) | {source: startNode(r).name, predicate: r.predicate,
                                 target: endNode(r).name,
                                 chunk_ids: [x IN r.chunk_ids WHERE $groups IS NULL
                                   OR EXISTS { MATCH (vc:Chunk {id: x})
                                               WHERE any(g IN vc.groups WHERE g IN $groups) }][..3]}]
         AS edges,
       [n IN ns | n.id] AS node_ids
