// The Neo4j JVM's heap: the old generation's peak use since the JVM started (what outlives
// young collections: projections, caches, transaction state) against the heap's maximum.
CALL dbms.queryJmx('java.lang:type=MemoryPool,name=G1 Old Gen') YIELD attributes
RETURN attributes.PeakUsage.value.properties.used AS old_gen_peak,
       attributes.CollectionUsage.value.properties.used AS old_gen_after_gc,
       attributes.PeakUsage.value.properties.max AS heap_max
