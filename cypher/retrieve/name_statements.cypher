// :param phrases => ['"tracker"', '"the bridge"']   (Lucene phrase queries)
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// :param limit => 10
// The chunks that best match each name, with their titles: the reader looks in them for a
// line saying the name is another name of something ('Also known as: the Tracker
// (nickname)' on FabTrack's page, a glossary row 'the Bridge | nickname | ToolLink').
UNWIND range(0, size($phrases) - 1) AS i
CALL (i) {
  CALL db.index.fulltext.queryNodes('chunk_text', $phrases[i], {limit: $limit}) YIELD node
  WHERE $groups IS NULL OR any(g IN node.groups WHERE g IN $groups)
  RETURN collect({id: node.id, title: coalesce(node.title, ''), text: node.text}) AS chunks
}
RETURN i, chunks
