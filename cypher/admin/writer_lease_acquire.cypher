// :param holder => 'host:1234:5f2c', :param ttl_ms => 30000
// Take (or renew) the writer lease unless another live holder has it. The first SET takes
// the node's write lock, so the holder read after it is current: two writers never both win.
MERGE (l:A2RAGMeta {key: 'writer_lease'})
SET l.last_claim = datetime.realtime()
WITH l, datetime.realtime() AS now
WITH l, now, l.holder IS NULL OR l.holder = $holder OR l.expires_at < now AS free
SET l.holder = CASE WHEN free THEN $holder ELSE l.holder END,
    l.expires_at = CASE WHEN free THEN now + duration({milliseconds: $ttl_ms}) ELSE l.expires_at END
RETURN free AS acquired, l.holder AS holder, l.expires_at AS expires_at
