// Every index with its state, type and (for vector indexes) configured dimension.
SHOW INDEXES YIELD name, type, state, labelsOrTypes, properties, options
RETURN name, type, state, labelsOrTypes, properties,
       options.indexConfig.`vector.dimensions` AS dimensions
