// :param phrases => ['"general hospital"']   (Lucene phrase queries)
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// :param limit => 10
// Texts of a few chunks that state each phrase: the relevance check looks at how the text
// uses a name ("St Aldric's General Hospital" only, never "General Hospital" on its own);
// the chunks' titles count as texts of their own (a policy named only by its heading).
UNWIND range(0, size($phrases) - 1) AS i
CALL (i) {
  CALL db.index.fulltext.queryNodes('chunk_text', $phrases[i], {limit: $limit}) YIELD node
  WHERE $groups IS NULL OR any(g IN node.groups WHERE g IN $groups)
  RETURN [t IN collect(DISTINCT node.title) WHERE t IS NOT NULL] + collect(node.text) AS texts
}
RETURN i, texts
