// :param pattern => '(?isU)\s*[A-Za-z][A-Za-z -]{1,40}?\s+(?:page|profile|fact ?sheet|card|record)\s*:.*'
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// Whether any document the caller may read opens with a page label ('System page: LabRelay
// (MG-SYS-021)', 'Vendor profile: Orveo Imaging'): without one, looking names up for their
// kind (page_kinds.cypher) can find nothing, and the reader skips it.
MATCH (c:Chunk)
WHERE c.index = 0 AND c.title =~ $pattern
  AND ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
RETURN c.title AS title
LIMIT 1
